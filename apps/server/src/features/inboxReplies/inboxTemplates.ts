import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import type { InboxTemplate } from '@griot/contract/inbox/inboxSchemas';
import { apiError } from '../../api/apiError';
import type { AppContext } from '../../api/appContext';
import { loadBroadcastModels, TemplatesUnavailableError } from '../../channels/meta/loadBroadcastModels';
import type { ChatbotRow } from '../../domain/chatbots/requireOwnedChatbot';

/** What sending a template needs of a chatbot: its token, as the runtime decrypted it. */
export interface TemplateSender {
  chatbot: ChatbotRow;
  accessToken: string;
}

/**
 * A WhatsApp chatbot that can send templates: its number, token and WhatsApp Business account id
 * (where the templates live). Another channel: 422 templateOnlyWhatsApp.
 */
export async function requireTemplateSender(
  context: AppContext,
  chatbot: ChatbotRow,
): Promise<TemplateSender> {
  if (chatbot.type !== 'whatsapp') throw apiError(422, m.templateOnlyWhatsApp);
  const runtime = await context.runtime.chatbots.get(chatbot.id);
  if (!runtime?.accessToken || chatbot.phoneNumberId === '' || chatbot.wabaId === '')
    throw apiError(422, m.templateNeedsAccount);
  return { chatbot, accessToken: runtime.accessToken };
}

/**
 * The approved templates of the chatbot's WhatsApp Business account, as the broadcast screen reads
 * them (kept five minutes): the only messages WhatsApp lets a business send once the customer's
 * 24-hour window is closed. Local models are texts, refused then: they are not offered.
 */
export async function approvedTemplates(
  context: AppContext,
  sender: TemplateSender,
): Promise<BroadcastModel[]> {
  try {
    const models = await loadBroadcastModels(context.db, sender.chatbot.id, {
      graphApiUrl: context.config.runtime.graphApiUrl,
      graphApiVersion: context.config.runtime.graphApiVersion,
      wabaId: sender.chatbot.wabaId,
      accessToken: sender.accessToken,
    });
    return models.filter((model) => model.source === 'whatsapp');
  } catch (error) {
    if (error instanceof TemplatesUnavailableError) throw apiError(502, m.templatesUnavailable);
    throw error;
  }
}

/** A template as the reply box offers it. */
export function toInboxTemplate(model: BroadcastModel): InboxTemplate {
  return {
    id: model.id,
    title: model.title,
    content: model.content,
    language: model.langage,
    category: model.category,
    header: model.header,
    footer: model.footer,
    buttons: model.buttons,
    placeholders: model.parameters.length,
    parameters: model.parameters.map((parameter) => ({
      component: parameter.component,
      key: parameter.key,
      ...(parameter.example === undefined ? {} : { example: parameter.example }),
    })),
  };
}
