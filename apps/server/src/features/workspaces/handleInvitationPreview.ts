import { publicProcedures } from '../../api/procedures';
import { requireOpenInvitation } from '../../domain/workspaces/invitations';
import { hasAccount } from './teamQueries';

/**
 * GET /invitations/{token}: what the link offers, before anyone signs in: the workspace, who
 * invited, the address and role, and whether that address has an account (sign in, or sign up).
 * Unknown → 404, expired or used → 410, in French.
 */
export const handleInvitationPreview = publicProcedures.workspaces.invitation.handler(
  async ({ input, context }) => {
    const invitation = await requireOpenInvitation(context.db, input.token);
    return {
      success: true as const,
      invitation: {
        workspace_name: invitation.workspaceName,
        invited_by: invitation.invitedBy,
        email: invitation.email,
        role: invitation.role,
        expires_at: invitation.expiresAt.toISOString(),
        has_account: await hasAccount(context.db, invitation.email),
      },
    };
  },
);
