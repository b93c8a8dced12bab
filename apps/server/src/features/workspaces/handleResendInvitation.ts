import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { workspaceProcedures } from '../../api/procedures';
import { mailInvitation, newInvitationLink } from './invitationLinks';
import { findOpenInvitation } from './teamQueries';
import { INVITATIONS_PER_WORKSPACE } from './teamRateLimits';

/**
 * POST /workspaces/{id}/invitations/{inv}/resend: a new link (the old one stops working at once),
 * valid 7 days from now, mailed again. Works on an expired invitation too.
 */
export const handleResendInvitation = workspaceProcedures.workspaces.resendInvitation.handler(
  async ({ input, context }) => {
    const { db, workspace, session } = context;
    const open = await findOpenInvitation(db, workspace.id, input.inv);
    if (!open) throw apiError(404, m.invitationNotFound);
    await enforceRateLimits(db, [[INVITATIONS_PER_WORKSPACE, workspace.id]]);
    const link = newInvitationLink();
    const { rows } = await db.execute<{ role: typeof open.role }>(sql`
      UPDATE workspace_invitations
      SET token_hash = ${link.tokenHash}, sent_at = ${link.sentAt}, expires_at = ${link.expiresAt}
      WHERE id = ${open.id} AND workspace_id = ${workspace.id}
        AND accepted_at IS NULL AND revoked_at IS NULL
      RETURNING role`);
    // Accepted or revoked between the read and the write.
    if (rows.length === 0) throw apiError(404, m.invitationNotFound);
    mailInvitation(context, {
      to: open.email,
      token: link.token,
      inviter: `${session.user.firstname} ${session.user.lastname}`.trim(),
      workspace: workspace.name,
      role: open.role,
    });
    const invitation = await findOpenInvitation(db, workspace.id, open.id);
    if (!invitation) throw apiError(404, m.invitationNotFound);
    return { success: true as const, message: m.invitationResent({ email: open.email }), invitation };
  },
);
