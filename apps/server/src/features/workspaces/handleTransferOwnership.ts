import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { recordAudit } from '../../domain/workspaces/recordAudit';
import { findMember, lockWorkspaceMembers } from './teamQueries';

/**
 * POST /workspaces/{id}/transfer {user_id}: an owner hands the ownership to another member, in one
 * transaction: the member becomes owner, the caller stays on as administrator.
 */
export const handleTransferOwnership = workspaceProcedures.workspaces.transferOwnership.handler(
  async ({ input, context }) => {
    const { workspace, session } = context;
    if (input.user_id === session.user.id) throw apiError(400, m.cannotChangeOwnRole);
    const target = await context.db.transaction(async (tx) => {
      await lockWorkspaceMembers(tx, workspace.id);
      const target = await findMember(tx, workspace.id, input.user_id);
      if (!target) throw apiError(404, m.transferToMember);
      // Under the lock: an owner demoted a moment ago has nothing left to hand over.
      const me = await findMember(tx, workspace.id, session.user.id);
      if (me?.role !== 'owner') throw apiError(403, m.forbidden);
      await tx.execute(sql`
        UPDATE workspace_members SET role = CASE WHEN user_id = ${target.userId} THEN 'owner' ELSE 'admin' END
        WHERE workspace_id = ${workspace.id} AND user_id IN (${target.userId}, ${session.user.id})`);
      await recordAudit(tx, {
        workspaceId: workspace.id,
        actor: session.user,
        type: 'ownership.transferred',
        subject: target.name,
        details: { email: target.email, from: target.role },
      });
      return target;
    });
    return { success: true as const, message: m.ownershipTransferred({ name: target.name }) };
  },
);
