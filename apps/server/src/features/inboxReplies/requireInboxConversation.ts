import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import { apiError } from '../../api/apiError';
import type { WorkspaceContext } from '../../api/appContext';
import { type ChatbotRow, requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { readInboxConversation } from '../../domain/inbox/readInboxConversation';

/** A conversation of the inbox and the chatbot it belongs to. */
export interface InboxTarget {
  conversation: InboxConversation;
  chatbot: ChatbotRow;
}

/**
 * The conversation (its end-user's id) when it is of a chatbot of the caller's workspace, else
 * 404 'Conversation introuvable': another workspace's conversation answers as one that does not exist.
 */
export async function requireInboxConversation(
  context: Pick<WorkspaceContext, 'db' | 'workspace' | 'session'>,
  endUserId: string,
): Promise<InboxTarget> {
  const conversation = await readInboxConversation(context.db, {
    workspaceId: context.workspace.id,
    userId: context.session.user.id,
    endUserId,
  });
  if (!conversation) throw apiError(404, m.conversationNotFound);
  const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, conversation.chatbot_id);
  return { conversation, chatbot };
}

/** The conversation again after a change, as the calls answer it (found a moment ago). */
export async function rereadInboxConversation(
  context: Pick<WorkspaceContext, 'db' | 'workspace' | 'session'>,
  endUserId: string,
): Promise<InboxConversation> {
  const conversation = await readInboxConversation(context.db, {
    workspaceId: context.workspace.id,
    userId: context.session.user.id,
    endUserId,
  });
  if (!conversation) throw new Error('conversation vanished during the call');
  return conversation;
}
