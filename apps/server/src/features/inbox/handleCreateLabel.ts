import type { Label } from '@griot/contract/inbox/inboxSchemas';
import { sql } from 'drizzle-orm';
import { workspaceProcedures } from '../../api/procedures';
import { withUniqueName } from './labelQueries';

/** POST /inbox/labels {name, color}: a label of the workspace (its name unique whatever its case → 409). */
export const handleCreateLabel = workspaceProcedures.inbox.createLabel.handler(async ({ input, context }) => {
  const label = await withUniqueName(async () => {
    const { rows } = await context.db.execute<Label>(sql`
      INSERT INTO labels (workspace_id, name, color) VALUES (${context.workspace.id}, ${input.name}, ${input.color})
      RETURNING id, name, color`);
    const [row] = rows;
    if (!row) throw new Error('the label was not inserted');
    return { ...row };
  });
  return { success: true as const, label };
});
