import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import { sessions } from '@griot/db/schema/sessions';
import { eq, sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { startingWorkspace, switchSessionWorkspace } from '../../api/sessions';
import { toSessionUser } from '../../api/toSessionUser';
import { namedWorkspace } from '../../api/workspaceAccess';
import { recordAudit } from '../../domain/workspaces/recordAudit';
import { requireAnotherOwner } from './memberRules';
import { endLiveStreams, notifyWorkspaceSessionsEnd } from './memberSessions';
import { findMember, lockWorkspaceMembers } from './teamQueries';

/**
 * POST /workspaces/{id}/leave: the person stops being a member (the last owner cannot: 409). A
 * session that worked there goes on in the person's next workspace (none left: no workspace), and
 * the answer carries the user as the session now stands.
 */
export const handleLeave = workspaceProcedures.workspaces.leave.handler(async ({ context }) => {
  const { workspace, session } = context;
  const userId = session.user.id;
  const wasActive = session.workspace?.id === workspace.id;
  const { ended, next } = await context.db.transaction(async (tx) => {
    await lockWorkspaceMembers(tx, workspace.id);
    const me = await findMember(tx, workspace.id, userId);
    if (!me) throw apiError(404, m.workspaceNotFound);
    if (me.role === 'owner') await requireAnotherOwner(tx, workspace.id);
    await tx.execute(sql`
      DELETE FROM workspace_members WHERE workspace_id = ${workspace.id} AND user_id = ${userId}`);
    await recordAudit(tx, {
      workspaceId: workspace.id,
      actor: session.user,
      type: 'member.left',
      subject: me.name,
      details: { email: me.email, role: me.role },
    });
    const ended = await notifyWorkspaceSessionsEnd(tx, userId, workspace.id);
    if (!wasActive) return { ended, next: session.workspace?.id ?? null };
    const next = await startingWorkspace(tx, userId);
    if (next) await switchSessionWorkspace(tx, { sessionId: session.sessionId, userId }, next);
    else await tx.update(sessions).set({ workspaceId: null }).where(eq(sessions.id, session.sessionId));
    return { ended, next };
  });
  endLiveStreams(context.runtime, ended);
  const active = next ? await namedWorkspace(context.db, userId, next) : null;
  return {
    success: true as const,
    message: m.left({ name: workspace.name }),
    user: toSessionUser(session.user, active),
  };
});
