import type { ConversationSummary } from '@griot/contract/conversations/conversationSchemas';
import { messages } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { apiError } from '../../api/apiError';
import type { WorkspaceContext } from '../../api/appContext';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { findConversation } from './conversationQueries';

/** A conversation as the calls name it: the chatbot and the end-user's id on its channel. */
export interface ConversationAddress {
  chatbotId: string;
  usertel: string;
}

/** The caller's chatbot and one of its conversations, else 404 (same answer for another account's). */
export async function requireConversation(
  context: Pick<WorkspaceContext, 'db' | 'workspace'>,
  { chatbotId, usertel }: ConversationAddress,
): Promise<ConversationSummary> {
  await requireOwnedChatbot(context.db, context.workspace.id, chatbotId);
  const conversation = await findConversation(context.db, chatbotId, usertel);
  if (!conversation) throw apiError(404, messages.conversations.notFound);
  return conversation;
}

/** The conversation again after a change, as the call answers it (it was found a moment ago). */
export async function rereadConversation(
  db: Database,
  { chatbotId, usertel }: ConversationAddress,
): Promise<ConversationSummary> {
  const conversation = await findConversation(db, chatbotId, usertel);
  if (!conversation) throw new Error('conversation vanished during the call');
  return conversation;
}
