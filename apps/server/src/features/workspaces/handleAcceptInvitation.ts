import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import { authedProcedures } from '../../api/procedures';
import { switchSessionWorkspace } from '../../api/sessions';
import { toSessionUser } from '../../api/toSessionUser';
import {
  joinThroughInvitation,
  requireInvitedEmail,
  requireOpenInvitation,
} from '../../domain/workspaces/invitations';

/**
 * POST /invitations/{token}/accept: the signed-in person the invitation was sent to joins with the
 * invited role, the link is used up and the session works in the workspace, in one transaction.
 */
export const handleAcceptInvitation = authedProcedures.workspaces.acceptInvitation.handler(
  async ({ input, context }) => {
    const { session } = context;
    const invitation = await requireOpenInvitation(context.db, input.token);
    requireInvitedEmail(invitation, session.user.email);
    const { role } = await context.db.transaction(async (tx) => {
      const joined = await joinThroughInvitation(tx, invitation, session.user);
      await switchSessionWorkspace(
        tx,
        { sessionId: session.sessionId, userId: session.user.id },
        invitation.workspaceId,
      );
      return joined;
    });
    const workspace = {
      id: invitation.workspaceId,
      name: invitation.workspaceName,
      kind: invitation.workspaceKind,
      role,
    };
    return {
      success: true as const,
      message: m.invitationAccepted({ name: invitation.workspaceName }),
      user: toSessionUser(session.user, workspace),
    };
  },
);
