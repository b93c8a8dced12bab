import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import { fillLocalContent } from '@griot/contract/broadcasts/localModelPlaceholders';
import type { BroadcastParameter } from '@griot/db/schema/broadcasts';
import { type RecipientValues, slotText } from '../../channels/meta/templateComponents';
import type { ClaimedRecipient, RecipientConversationMessage } from './broadcastQueries';

/** The stored model of a campaign (startCampaign's storedModel), texts absent on older campaigns. */
export interface StoredCampaignModel {
  parameters: BroadcastModel['parameters'];
  source?: 'whatsapp' | 'local' | undefined;
  content?: string | undefined;
  header?: string | undefined;
  footer?: string | undefined;
  buttons?: string[] | undefined;
}

/**
 * The campaign a conversation message came from, as the conversation screen marks it: a campaign
 * is named by its template (or local model), as the campaigns list shows it.
 */
export interface BroadcastMark {
  id: string;
  name: string;
}

/** A broadcast send as the customer's conversation stores it (messages.type and messages.content). */
export interface BroadcastConversationMessage {
  type: 'template' | 'text';
  content: {
    element: Record<string, unknown>;
    broadcast: BroadcastMark;
  };
  /** The conversation list's one-line preview. */
  preview: string;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
const PREVIEW_MAX = 200;

/**
 * What one recipient received, as their conversation shows it: the template's header, body and
 * footer with each {{…}} filled exactly as the send filled it (slotText: the value, else the
 * fallback), and its buttons' titles; a local model is the text it was sent as. An agent who
 * answers the customer's reply sees what the reply answers.
 */
export function broadcastConversationMessage(
  campaign: BroadcastMark,
  model: StoredCampaignModel,
  parameters: readonly BroadcastParameter[],
  values: RecipientValues,
): BroadcastConversationMessage {
  const fill = (component: 'header' | 'body', text: string) =>
    text.replace(PLACEHOLDER, (raw, key: string) => {
      const placeholder = model.parameters.find(
        (candidate) => candidate.component === component && candidate.key === key,
      );
      return placeholder ? slotText(placeholder, parameters, values) : raw;
    });
  if (model.source === 'local') {
    const filled = Object.fromEntries(
      model.parameters.map((placeholder) => [placeholder.key, slotText(placeholder, parameters, values)]),
    );
    const text = fillLocalContent(model.content ?? '', filled);
    return {
      type: 'text',
      content: {
        element: { type: 'text', message: text },
        broadcast: { id: campaign.id, name: campaign.name },
      },
      preview: preview(text),
    };
  }
  // A campaign launched before its texts were kept with it (older rows) shows the template's name.
  const body = model.content === undefined ? campaign.name : fill('body', model.content);
  const header = model.header ? fill('header', model.header) : '';
  const element: Record<string, unknown> = {
    type: 'template',
    name: campaign.name,
    message: body,
    ...(header ? { header } : {}),
    ...(model.footer ? { footer: model.footer } : {}),
    ...(model.buttons && model.buttons.length > 0 ? { buttons: model.buttons } : {}),
  };
  return {
    type: 'template',
    content: { element, broadcast: { id: campaign.id, name: campaign.name } },
    // The body, which says what the message is about (the header is its title).
    preview: preview(body),
  };
}

function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_MAX ? `${[...line].slice(0, PREVIEW_MAX - 1).join('')}…` : line;
}

/** A claimed (or settled) recipient's message, as recordOutcomes and the status webhooks write it. */
export function recipientConversationMessage(
  recipient: Pick<
    ClaimedRecipient,
    'broadcast_id' | 'template_name' | 'model' | 'parameters' | 'values' | 'chatbot_id' | 'end_user_id'
  >,
): RecipientConversationMessage {
  const message = broadcastConversationMessage(
    { id: recipient.broadcast_id, name: recipient.template_name },
    recipient.model,
    recipient.parameters,
    recipient.values,
  );
  return {
    chatbot_id: recipient.chatbot_id,
    end_user_id: recipient.end_user_id,
    type: message.type,
    content: message.content,
    preview: message.preview,
  };
}
