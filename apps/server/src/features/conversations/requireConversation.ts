import type { ConversationSummary } from '@griot/contract/conversations/conversationSchemas';
import { messages } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { apiError } from '../../api/apiError';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { findConversation } from './conversationQueries';

/** The caller's chatbot and one of its conversations, else 404 (same answer for another account's). */
export async function requireConversation(
  db: Database,
  ownerId: string,
  chatbotId: string,
  usertel: string,
): Promise<ConversationSummary> {
  await requireOwnedChatbot(db, ownerId, chatbotId);
  const conversation = await findConversation(db, chatbotId, usertel);
  if (!conversation) throw apiError(404, messages.conversations.notFound);
  return conversation;
}
