import type { BroadcastModel, ModelSource } from '@griot/contract/broadcasts/broadcastSchemas';
import { fillLocalContent } from '@griot/contract/broadcasts/localModelPlaceholders';
import type { BroadcastParameter } from '@griot/db/schema/broadcasts';
import { type RecipientValues, slotText, templateComponents } from '../../channels/meta/templateComponents';

/** WhatsApp's limit on a text message's body. */
const TEXT_BODY_MAX = 4096;

/** What a send needs of its model: as listed, or as a campaign stored it at launch. */
export type PayloadModel = Pick<
  BroadcastModel,
  'title' | 'langage' | 'parameters' | 'parameterFormat' | 'headerMedia'
> & {
  /** Absent on campaigns launched before local models: a template. */
  source?: ModelSource | undefined;
  /** A local model's text with its {{n}}. */
  content?: string | undefined;
};

/**
 * The Graph `POST /{phone_number_id}/messages` body of one broadcast send: the approved template
 * with its components, or a local model as a text message with each {{n}} filled by the form's
 * parameter (the same rules as templates, so never a raw '{{…}}').
 */
export function broadcastPayload(
  model: PayloadModel,
  parameters: readonly BroadcastParameter[],
  values: RecipientValues,
  to: string,
): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  if (model.source === 'local') {
    const filled = Object.fromEntries(
      model.parameters.map((placeholder) => [placeholder.key, slotText(placeholder, parameters, values)]),
    );
    const text = fillLocalContent(model.content ?? '', filled);
    const body = text.length > TEXT_BODY_MAX ? [...text].slice(0, TEXT_BODY_MAX).join('') : text;
    return { ...base, type: 'text', text: { body, preview_url: false } };
  }
  const components = templateComponents(model, parameters, values);
  return {
    ...base,
    type: 'template',
    template: {
      name: model.title,
      language: { code: model.langage },
      ...(components.length > 0 ? { components } : {}),
    },
  };
}
