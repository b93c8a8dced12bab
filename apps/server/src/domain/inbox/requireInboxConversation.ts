import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { WorkspaceContext } from '../../api/appContext';
import { type ChatbotRow, requireOwnedChatbot } from '../chatbots/requireOwnedChatbot';
import { findInboxConversation } from './inboxConversationRows';
import { readInboxConversation } from './readInboxConversation';

/**
 * How the inbox's calls find the conversation they name (its end-user's id): it must be of a chatbot
 * of the caller's workspace, else 404 'Conversation introuvable' — another workspace's conversation
 * answers as one that does not exist, and nothing moves.
 */

type Caller = Pick<WorkspaceContext, 'db' | 'workspace' | 'session'>;

export interface ConversationFacts {
  endUserId: string;
  chatbotId: string;
  status: InboxConversation['status'];
}

/** The conversation `id` names, locked for the rest of the transaction (the calls that change it). */
export async function lockInboxConversation(
  tx: Database,
  workspaceId: string,
  id: string,
): Promise<ConversationFacts> {
  const { rows } = await tx.execute<{ end_user_id: string; chatbot_id: string; status: string }>(sql`
    SELECT c.end_user_id, c.chatbot_id, c.status
    FROM conversations c JOIN chatbots b ON b.id = c.chatbot_id
    WHERE c.end_user_id = ${id} AND b.workspace_id = ${workspaceId}
    FOR UPDATE OF c`);
  const [row] = rows;
  if (!row) throw apiError(404, m.conversationNotFound);
  return {
    endUserId: row.end_user_id,
    chatbotId: row.chatbot_id,
    status: row.status as ConversationFacts['status'],
  };
}

/** The conversation as the inbox shows it to the caller (get, and after a change). */
export async function inboxConversationFor(context: Caller, id: string): Promise<InboxConversation> {
  const conversation = await findInboxConversation(
    context.db,
    context.workspace.id,
    context.session.user.id,
    id,
  );
  if (!conversation) throw apiError(404, m.conversationNotFound);
  return conversation;
}

/** A conversation of the inbox and the chatbot it belongs to. */
export interface InboxTarget {
  conversation: InboxConversation;
  chatbot: ChatbotRow;
}

/**
 * The conversation and its chatbot, for the calls that answer the customer (reply, templates): an
 * end-user of the workspace with no conversation yet is found too, as one the bot has.
 */
export async function requireInboxConversation(context: Caller, endUserId: string): Promise<InboxTarget> {
  const conversation = await readInboxConversation(context.db, {
    workspaceId: context.workspace.id,
    userId: context.session.user.id,
    endUserId,
  });
  if (!conversation) throw apiError(404, m.conversationNotFound);
  const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, conversation.chatbot_id);
  return { conversation, chatbot };
}

/** The conversation again after a reply or a template, as those calls answer it (found a moment ago). */
export async function rereadInboxConversation(
  context: Caller,
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
