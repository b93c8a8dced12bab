import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { apiError } from '../../api/apiError';
import type { WorkspaceContext } from '../../api/appContext';
import { type ChatbotRow, requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';

/** A WhatsApp chatbot of the call's workspace, its number and token set: what a send needs. */
export async function requireWhatsAppChatbot(
  context: Pick<WorkspaceContext, 'db' | 'workspace'>,
  chatbotId: string,
): Promise<ChatbotRow> {
  const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, chatbotId);
  if (chatbot.type !== 'whatsapp') throw apiError(422, m.notWhatsApp);
  if (chatbot.phoneNumberId === '' || !chatbot.accessTokenEncrypted) throw apiError(422, m.notConfigured);
  return chatbot;
}
