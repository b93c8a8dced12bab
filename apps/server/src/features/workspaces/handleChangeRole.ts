import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { recordAudit } from '../../domain/workspaces/recordAudit';
import { lockTargetMember, requireAnotherOwner } from './memberRules';
import { listMembers } from './teamQueries';

/**
 * PUT /workspaces/{id}/members/{userId} {role}: admin, editor or agent (ownership is handed over,
 * never given). Nobody changes their own role; only an owner changes an owner's; the last owner
 * is never demoted. The member's next call works with the new role.
 */
export const handleChangeRole = workspaceProcedures.workspaces.changeRole.handler(
  async ({ input, context }) => {
    const { workspace, session } = context;
    await context.db.transaction(async (tx) => {
      const target = await lockTargetMember(
        tx,
        workspace.id,
        { userId: session.user.id, role: workspace.role },
        input.userId,
        m.cannotChangeOwnRole,
      );
      if (target.role === input.role) return;
      if (target.role === 'owner') await requireAnotherOwner(tx, workspace.id);
      await tx.execute(sql`
        UPDATE workspace_members SET role = ${input.role}
        WHERE workspace_id = ${workspace.id} AND user_id = ${target.userId}`);
      await recordAudit(tx, {
        workspaceId: workspace.id,
        actor: session.user,
        type: 'member.role_changed',
        subject: target.name,
        details: { email: target.email, from: target.role, to: input.role },
      });
    });
    const member = (await listMembers(context.db, workspace.id, session.user.id)).find(
      (row) => row.user_id === input.userId,
    );
    if (!member) throw apiError(404, m.memberNotFound);
    return { success: true as const, message: m.roleChanged, member };
  },
);
