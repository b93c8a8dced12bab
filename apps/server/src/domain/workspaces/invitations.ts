import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import type { Database } from '@griot/db/openDatabase';
import { users } from '@griot/db/schema/users';
import { workspaceMembers } from '@griot/db/schema/workspaces';
import { eq, sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { UserRow } from '../../api/sessions';
import { hashToken } from '../../lib/opaqueTokens';
import { recordAudit } from './recordAudit';

/** An invitation found by its link's token, with what its preview and its acceptance need. */
export interface FoundInvitation {
  id: string;
  workspaceId: string;
  workspaceName: string;
  workspaceKind: 'own' | 'client';
  email: string;
  role: WorkspaceRole;
  invitedBy: string | null;
  expiresAt: Date;
  /** 'open' may be used; the others answer 410 with their own words. */
  state: 'open' | 'expired' | 'used';
}

interface InvitationRow extends Record<string, unknown> {
  id: string;
  workspace_id: string;
  workspace_name: string;
  workspace_kind: 'own' | 'client';
  email: string;
  role: WorkspaceRole;
  invited_by: string | null;
  expires_at: Date | string;
  used: boolean;
  expired: boolean;
}

/** The invitation behind a link's token (only its hash is stored); undefined for an unknown one. */
export async function findInvitation(db: Database, token: string): Promise<FoundInvitation | undefined> {
  const { rows } = await db.execute<InvitationRow>(sql`
    SELECT i.id, i.workspace_id, w.name AS workspace_name, w.kind AS workspace_kind, i.email, i.role,
           nullif(trim(u.firstname || ' ' || u.lastname), '') AS invited_by, i.expires_at,
           (i.accepted_at IS NOT NULL OR i.revoked_at IS NOT NULL) AS used,
           i.expires_at <= now() AS expired
    FROM workspace_invitations i
    JOIN workspaces w ON w.id = i.workspace_id
    LEFT JOIN users u ON u.id = i.invited_by
    WHERE i.token_hash = ${hashToken(token)}`);
  const [row] = rows;
  if (!row) return undefined;
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    workspaceName: row.workspace_name,
    workspaceKind: row.workspace_kind,
    email: row.email,
    role: row.role,
    invitedBy: row.invited_by,
    expiresAt: new Date(row.expires_at),
    state: row.used ? 'used' : row.expired ? 'expired' : 'open',
  };
}

/**
 * The invitation a link names, refused in French unless it may still be used: unknown → 404,
 * expired → 410, accepted or revoked → 410 (a link works once).
 */
export async function requireOpenInvitation(db: Database, token: string): Promise<FoundInvitation> {
  const invitation = await findInvitation(db, token);
  if (!invitation) throw apiError(404, m.invitationInvalid);
  if (invitation.state === 'used') throw apiError(410, m.invitationUsed);
  if (invitation.state === 'expired') throw apiError(410, m.invitationExpired);
  return invitation;
}

/** An invitation is for the address it was sent to: another account may not take it. */
export function requireInvitedEmail(invitation: FoundInvitation, email: string): void {
  if (invitation.email !== email.trim().toLowerCase())
    throw apiError(403, m.invitationOtherEmail({ email: invitation.email }));
}

/**
 * Uses the invitation up and makes `user` a member with the invited role, inside the caller's
 * transaction (accepting after login, or signing up through the link). The conditional UPDATE is
 * what makes a link single-use: of two acceptances at once, only one finds the row still open.
 * Someone already a member keeps their role. New sessions of the person start in this workspace.
 */
export async function joinThroughInvitation(
  tx: Database,
  invitation: FoundInvitation,
  user: UserRow,
): Promise<{ role: WorkspaceRole }> {
  const { rows: claimed } = await tx.execute<{ id: string }>(sql`
    UPDATE workspace_invitations SET accepted_at = now(), accepted_by = ${user.id}
    WHERE id = ${invitation.id} AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
    RETURNING id`);
  if (claimed.length === 0) throw apiError(410, m.invitationUsed);
  const [joined] = await tx
    .insert(workspaceMembers)
    .values({ workspaceId: invitation.workspaceId, userId: user.id, role: invitation.role })
    .onConflictDoNothing()
    .returning({ role: workspaceMembers.role });
  await tx.update(users).set({ lastWorkspaceId: invitation.workspaceId }).where(eq(users.id, user.id));
  if (!joined) {
    const [existing] = await tx
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(
        sql`${workspaceMembers.workspaceId} = ${invitation.workspaceId} AND ${workspaceMembers.userId} = ${user.id}`,
      );
    return { role: existing?.role ?? invitation.role };
  }
  await recordAudit(tx, {
    workspaceId: invitation.workspaceId,
    actor: user,
    type: 'member.joined',
    subject: `${user.firstname} ${user.lastname}`.trim() || user.email,
    details: { email: user.email, role: invitation.role },
  });
  return { role: joined.role };
}
