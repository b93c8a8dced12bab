import type { Chatbot } from '@griot/contract/chatbots/chatbotSchemas';
import type { AuthedContext } from '../../api/appContext';
import { countByChatbot } from './chatbotCounts';
import { toChatbot } from './chatbotDto';
import { requireOwnedChatbot } from './requireOwnedChatbot';

/** One owned chatbot as its screens read it, or the ownership 404. */
export async function loadOwnedChatbot(context: AuthedContext, chatbotId: string): Promise<Chatbot> {
  const row = await requireOwnedChatbot(context.db, context.session.user.id, chatbotId);
  const counts = await countByChatbot(context.db, [row.id]);
  return toChatbot(row, counts.get(row.id), context.config.publicUrl, context.config.secretKey);
}
