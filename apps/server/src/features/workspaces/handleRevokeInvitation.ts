import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { recordAudit } from '../../domain/workspaces/recordAudit';

/** DELETE /workspaces/{id}/invitations/{inv}: the link stops working; the row stays for the record. */
export const handleRevokeInvitation = workspaceProcedures.workspaces.revokeInvitation.handler(
  async ({ input, context }) => {
    const { workspace, session } = context;
    await context.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ email: string; role: string }>(sql`
        UPDATE workspace_invitations SET revoked_at = now()
        WHERE id = ${input.inv} AND workspace_id = ${workspace.id}
          AND accepted_at IS NULL AND revoked_at IS NULL
        RETURNING email, role`);
      const [revoked] = rows;
      if (!revoked) throw apiError(404, m.invitationNotFound);
      await recordAudit(tx, {
        workspaceId: workspace.id,
        actor: session.user,
        type: 'invitation.revoked',
        subject: revoked.email,
        details: { role: revoked.role },
      });
    });
    return { success: true as const, message: m.invitationRevoked };
  },
);
