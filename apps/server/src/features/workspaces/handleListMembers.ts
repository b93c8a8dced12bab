import { workspaceProcedures } from '../../api/procedures';
import { listMembers, listOpenInvitations } from './teamQueries';

/** GET /workspaces/{id}/members: the members with role, activity and 2FA, and the open invitations. */
export const handleListMembers = workspaceProcedures.workspaces.members.handler(async ({ context }) => {
  const [members, invitations] = await Promise.all([
    listMembers(context.db, context.workspace.id, context.session.user.id),
    listOpenInvitations(context.db, context.workspace.id),
  ]);
  return { success: true as const, members, invitations };
});
