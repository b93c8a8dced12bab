import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { apiError } from '../../api/apiError';
import type { AuthedContext } from '../../api/appContext';
import { type ChatbotRow, requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';

/** The caller's chatbot, a WhatsApp one with its number and token set: what a send needs. */
export async function requireWhatsAppChatbot(
  context: Pick<AuthedContext, 'db' | 'session'>,
  chatbotId: string,
): Promise<ChatbotRow> {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, chatbotId);
  if (chatbot.type !== 'whatsapp') throw apiError(422, m.notWhatsApp);
  if (chatbot.phoneNumberId === '' || !chatbot.accessTokenEncrypted) throw apiError(422, m.notConfigured);
  return chatbot;
}
