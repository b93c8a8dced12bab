import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { WorkspaceContext } from '../../api/appContext';
import { findInboxConversation } from './inboxConversationRows';

export interface ConversationFacts {
  endUserId: string;
  chatbotId: string;
  status: InboxConversation['status'];
}

/**
 * The conversation `id` names (its end-user's id), if it belongs to a chatbot of the workspace,
 * locked for the rest of the transaction; else 404 (another workspace's reads as none).
 */
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

/** The conversation as the inbox shows it to the caller, after a change (or 404 if not theirs). */
export async function inboxConversationFor(
  context: Pick<WorkspaceContext, 'db' | 'workspace' | 'session'>,
  id: string,
): Promise<InboxConversation> {
  const conversation = await findInboxConversation(
    context.db,
    context.workspace.id,
    context.session.user.id,
    id,
  );
  if (!conversation) throw apiError(404, m.conversationNotFound);
  return conversation;
}
