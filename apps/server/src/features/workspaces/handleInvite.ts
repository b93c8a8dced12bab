import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import { workspaceInvitations } from '@griot/db/schema/workspaces';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { workspaceProcedures } from '../../api/procedures';
import { recordAudit } from '../../domain/workspaces/recordAudit';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgresErrors';
import { mailInvitation, newInvitationLink } from './invitationLinks';
import { findOpenInvitation } from './teamQueries';
import { INVITATIONS_PER_WORKSPACE } from './teamRateLimits';

/**
 * POST /workspaces/{id}/invitations: mails a single-use link valid 7 days. An address already a
 * member, or with a pending invitation, is refused (409); an expired one left open is replaced.
 */
export const handleInvite = workspaceProcedures.workspaces.invite.handler(async ({ input, context }) => {
  const { db, workspace, session } = context;
  const { rows: conflicts } = await db.execute<{ member: boolean; pending: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM workspace_members m JOIN users u ON u.id = m.user_id
                   WHERE m.workspace_id = ${workspace.id} AND u.email = ${input.email}) AS member,
           EXISTS (SELECT 1 FROM workspace_invitations
                   WHERE workspace_id = ${workspace.id} AND email = ${input.email}
                     AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()) AS pending`);
  if (conflicts[0]?.member) throw apiError(409, m.alreadyMember);
  if (conflicts[0]?.pending) throw apiError(409, m.alreadyInvited);
  await enforceRateLimits(db, [[INVITATIONS_PER_WORKSPACE, workspace.id]]);

  const link = newInvitationLink();
  let invitationId: string;
  try {
    invitationId = await db.transaction(async (tx) => {
      // An expired link left open would hold the one open slot of this address.
      await tx.execute(sql`
        UPDATE workspace_invitations SET revoked_at = now()
        WHERE workspace_id = ${workspace.id} AND email = ${input.email}
          AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at <= now()`);
      const [created] = await tx
        .insert(workspaceInvitations)
        .values({
          workspaceId: workspace.id,
          email: input.email,
          role: input.role,
          tokenHash: link.tokenHash,
          invitedBy: session.user.id,
          sentAt: link.sentAt,
          expiresAt: link.expiresAt,
        })
        .returning({ id: workspaceInvitations.id });
      if (!created) throw new Error('invitation insert returned nothing');
      await recordAudit(tx, {
        workspaceId: workspace.id,
        actor: session.user,
        type: 'member.invited',
        subject: input.email,
        details: { role: input.role },
      });
      return created.id;
    });
  } catch (error) {
    // Two invitations of one address at once: the open-invitation index lets one through.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw apiError(409, m.alreadyInvited);
    throw error;
  }
  mailInvitation(context, {
    to: input.email,
    token: link.token,
    inviter: `${session.user.firstname} ${session.user.lastname}`.trim(),
    workspace: workspace.name,
    role: input.role,
  });
  const invitation = await findOpenInvitation(db, workspace.id, invitationId);
  if (!invitation) throw new Error('the new invitation is not listed');
  return { success: true as const, message: m.invitationSent({ email: input.email }), invitation };
});
