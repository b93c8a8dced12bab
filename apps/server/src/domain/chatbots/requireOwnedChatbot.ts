import { messages } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { and, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';

export type ChatbotRow = typeof chatbots.$inferSelect;

/**
 * The ownership rule of every call that names a chatbot: it belongs to the caller, else 404 —
 * the same answer as for an id that does not exist, so ids of other accounts reveal nothing.
 */
export async function requireOwnedChatbot(
  db: Database,
  workspaceId: string,
  chatbotId: string,
): Promise<ChatbotRow> {
  const [chatbot] = await db
    .select()
    .from(chatbots)
    .where(and(eq(chatbots.id, chatbotId), eq(chatbots.workspaceId, workspaceId)));
  if (!chatbot) throw apiError(404, messages.chatbots.notFound);
  return chatbot;
}
