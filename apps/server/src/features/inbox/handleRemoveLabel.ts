import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { notifyInbox } from '../../runtime/conversationStatus';
import { conversationsWithLabel } from './labelQueries';

/** DELETE /inbox/labels/{labelId}: the label leaves the workspace and every conversation wearing it. */
export const handleRemoveLabel = workspaceProcedures.inbox.removeLabel.handler(async ({ input, context }) => {
  await context.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      SELECT id FROM labels WHERE id = ${input.labelId} AND workspace_id = ${context.workspace.id} FOR UPDATE`);
    if (!rows[0]) throw apiError(404, m.labelNotFound);
    const wearing = await conversationsWithLabel(tx, input.labelId);
    await tx.execute(sql`DELETE FROM labels WHERE id = ${input.labelId}`);
    await notifyInbox(tx, wearing);
  });
  return { success: true as const };
});
