import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import { slotKey } from '@griot/contract/broadcasts/slotKey';
import type { BroadcastParameter } from '@griot/db/schema/broadcasts';
import { slotText, templateComponents } from '../../channels/meta/templateComponents';
import type { AgentMessageDraft } from '../../domain/conversations/storeAgentMessages';

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The agent's values as a campaign's constant fillings: one per placeholder, in the template's order. */
export function templateFillings(model: BroadcastModel, values: readonly string[]): BroadcastParameter[] {
  return model.parameters.map((placeholder, index) => {
    const value = values[index] ?? '';
    return { key: slotKey(placeholder), source: 'constant', value, fallback: value };
  });
}

/** Graph's `POST /{phone_number_id}/messages` body: the template with each placeholder filled. */
export function templatePayload(
  model: BroadcastModel,
  fillings: readonly BroadcastParameter[],
  to: string,
): Record<string, unknown> {
  const components = templateComponents(model, fillings, {});
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: model.title,
      language: { code: model.langage },
      ...(components.length > 0 ? { components } : {}),
    },
  };
}

/**
 * The template as the customer received it, stored like a campaign's (the conversation shows it
 * with its header, body, footer and buttons, each placeholder filled as it was sent), and stored
 * as already sent with Meta's id, which its status webhooks name.
 */
export function templateDraft(
  model: BroadcastModel,
  fillings: readonly BroadcastParameter[],
  messageId: string,
): AgentMessageDraft {
  const fill = (component: 'header' | 'body', text: string) =>
    text.replace(PLACEHOLDER, (raw, key: string) => {
      const placeholder = model.parameters.find(
        (candidate) => candidate.component === component && candidate.key === key,
      );
      return placeholder ? slotText(placeholder, fillings, {}) : raw;
    });
  const body = fill('body', model.content);
  const header = model.header ? fill('header', model.header) : '';
  return {
    element: {
      type: 'template',
      name: model.title,
      message: body,
      ...(header ? { header } : {}),
      ...(model.footer ? { footer: model.footer } : {}),
      ...(model.buttons.length > 0 ? { buttons: model.buttons } : {}),
    },
    preview: body,
    sentAs: messageId,
  };
}
