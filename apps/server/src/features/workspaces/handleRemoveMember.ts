import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import { sql } from 'drizzle-orm';
import { workspaceProcedures } from '../../api/procedures';
import { recordAudit } from '../../domain/workspaces/recordAudit';
import { lockTargetMember, requireAnotherOwner } from './memberRules';
import { endLiveStreams, notifyWorkspaceSessionsEnd } from './memberSessions';

/**
 * DELETE /workspaces/{id}/members/{userId}: the member loses the workspace at once: their next call
 * in it answers 403 « Vous n'êtes plus membre… », their open conversation streams end now. Oneself
 * leaves instead; only an owner removes an owner.
 */
export const handleRemoveMember = workspaceProcedures.workspaces.removeMember.handler(
  async ({ input, context }) => {
    const { workspace, session } = context;
    const ended = await context.db.transaction(async (tx) => {
      const target = await lockTargetMember(
        tx,
        workspace.id,
        { userId: session.user.id, role: workspace.role },
        input.userId,
        m.cannotRemoveSelf,
      );
      if (target.role === 'owner') await requireAnotherOwner(tx, workspace.id);
      await tx.execute(sql`
        DELETE FROM workspace_members WHERE workspace_id = ${workspace.id} AND user_id = ${target.userId}`);
      await recordAudit(tx, {
        workspaceId: workspace.id,
        actor: session.user,
        type: 'member.removed',
        subject: target.name,
        details: { email: target.email, role: target.role },
      });
      return notifyWorkspaceSessionsEnd(tx, target.userId, workspace.id);
    });
    endLiveStreams(context.runtime, ended);
    return { success: true as const, message: m.memberRemoved };
  },
);
