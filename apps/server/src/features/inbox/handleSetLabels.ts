import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { inboxConversationFor, lockInboxConversation } from '../../domain/inbox/requireInboxConversation';
import { notifyInbox } from '../../runtime/conversationStatus';

/**
 * POST /inbox/conversations/{id}/labels {label_ids}: the conversation's labels become exactly
 * these (each a label of the workspace, else 404 and nothing changes).
 */
export const handleSetLabels = workspaceProcedures.inbox.setLabels.handler(async ({ input, context }) => {
  const wanted = [...new Set(input.label_ids)];
  await context.db.transaction(async (tx) => {
    const conversation = await lockInboxConversation(tx, context.workspace.id, input.id);
    const { rows } = await tx.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM labels
      WHERE workspace_id = ${context.workspace.id}
        AND id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))`);
    if (Number(rows[0]?.n ?? 0) !== wanted.length) throw apiError(404, m.labelNotFound);
    await tx.execute(sql`
      DELETE FROM conversation_labels
      WHERE end_user_id = ${conversation.endUserId}
        AND label_id NOT IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))`);
    await tx.execute(sql`
      INSERT INTO conversation_labels (end_user_id, label_id)
      SELECT ${conversation.endUserId}, value::uuid FROM jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb)
      ON CONFLICT DO NOTHING`);
    await notifyInbox(tx, [conversation.endUserId]);
  });
  return { success: true as const, conversation: await inboxConversationFor(context, input.id) };
});
