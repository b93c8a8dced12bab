import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import { workspaces } from '@griot/db/schema/workspaces';
import { eq, sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { recordAudit } from '../../domain/workspaces/recordAudit';
import { listMemberWorkspaces } from './workspaceQueries';

/**
 * PUT /workspaces/{id}: an admin or owner renames the workspace (the access check made sure). The
 * audit log records the old and new names with the change; the same name again changes nothing.
 */
export const handleRenameWorkspace = authedProcedures.workspaces.rename.handler(
  async ({ input, context }) => {
    const workspace = context.workspace;
    if (!workspace) throw new Error('rename reached its handler without the workspace it names');
    await context.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ name: string }>(
        sql`SELECT name FROM workspaces WHERE id = ${workspace.id} FOR UPDATE`,
      );
      const from = rows[0]?.name;
      if (from === undefined) throw apiError(404, m.workspaceNotFound);
      if (from === input.name) return;
      await tx.update(workspaces).set({ name: input.name }).where(eq(workspaces.id, workspace.id));
      await recordAudit(tx, {
        workspaceId: workspace.id,
        actor: context.session.user,
        type: 'workspace.renamed',
        subject: input.name,
        details: { from, to: input.name },
      });
    });
    const [renamed] = await listMemberWorkspaces(context.db, context.session.user.id, workspace.id);
    if (!renamed) throw apiError(404, m.workspaceNotFound);
    return { success: true as const, message: m.renamed, workspace: renamed };
  },
);
