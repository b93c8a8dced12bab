import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import type { Label } from '@griot/contract/inbox/inboxSchemas';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { notifyInbox } from '../../runtime/conversationStatus';
import { conversationsWithLabel, withUniqueName } from './labelQueries';

/** PUT /inbox/labels/{labelId} {name, color}: renames or recolours a label of the workspace (else 404). */
export const handleUpdateLabel = workspaceProcedures.inbox.updateLabel.handler(async ({ input, context }) => {
  const label = await withUniqueName(() =>
    context.db.transaction(async (tx) => {
      const { rows } = await tx.execute<Label>(sql`
        UPDATE labels SET name = ${input.name}, color = ${input.color}
        WHERE id = ${input.labelId} AND workspace_id = ${context.workspace.id}
        RETURNING id, name, color`);
      const [row] = rows;
      if (!row) throw apiError(404, m.labelNotFound);
      // The conversations wearing it show its new name and colour.
      await notifyInbox(tx, await conversationsWithLabel(tx, row.id));
      return { ...row };
    }),
  );
  return { success: true as const, label };
});
