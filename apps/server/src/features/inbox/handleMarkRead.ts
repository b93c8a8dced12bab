import { sql } from 'drizzle-orm';
import { workspaceProcedures } from '../../api/procedures';
import { lockInboxConversation } from '../../domain/inbox/requireInboxConversation';
import { notifyInbox } from '../../runtime/conversationStatus';

/**
 * POST /inbox/conversations/{id}/read: the caller has read every message of the customer (their
 * own mark: a colleague's unread count stays). The per-chatbot screen's badge, which counts what
 * no agent opened yet, is cleared too. The caller's other screens hear of it.
 */
export const handleMarkRead = workspaceProcedures.inbox.markRead.handler(async ({ input, context }) => {
  await context.db.transaction(async (tx) => {
    const conversation = await lockInboxConversation(tx, context.workspace.id, input.id);
    await tx.execute(sql`
      WITH seen AS (
        UPDATE conversations SET unread_count = 0 WHERE end_user_id = ${conversation.endUserId}
        RETURNING inbound_count
      )
      INSERT INTO conversation_reads (user_id, end_user_id, seen_inbound, read_at)
      SELECT ${context.session.user.id}, ${conversation.endUserId}, inbound_count, now() FROM seen
      ON CONFLICT (user_id, end_user_id) DO UPDATE
        SET seen_inbound = greatest(conversation_reads.seen_inbound, excluded.seen_inbound), read_at = now()`);
    await notifyInbox(tx, [conversation.endUserId]);
  });
  return { success: true as const };
});
