import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import type { Invitation, Member } from '@griot/contract/workspaces/workspaceSchemas';
import type { Database } from '@griot/db/openDatabase';
import { type SQL, sql } from 'drizzle-orm';

/** An ISO date in UTC, as every answer writes dates. */
const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The workspace's members, owners first, then by name; `meId` marks the caller's row. */
export async function listMembers(db: Database, workspaceId: string, meId: string): Promise<Member[]> {
  const { rows } = await db.execute<Member & Record<string, unknown>>(sql`
    SELECT u.id AS user_id, trim(u.firstname || ' ' || u.lastname) AS name, u.email,
           u.profile_picture, m.role,
           ${iso(sql`m.joined_at`)} AS joined_at,
           CASE WHEN m.last_active_at IS NULL THEN NULL ELSE ${iso(sql`m.last_active_at`)} END AS last_active_at,
           u.totp_enabled_at IS NOT NULL AS two_factor,
           u.id = ${meId} AS is_me
    FROM workspace_members m JOIN users u ON u.id = m.user_id
    WHERE m.workspace_id = ${workspaceId}
    ORDER BY array_position(ARRAY['owner','admin','editor','agent'], m.role), lower(u.firstname), u.id`);
  return rows.map((row) => ({ ...row }));
}

const invitationColumns = sql`
  i.id, i.email, i.role, nullif(trim(u.firstname || ' ' || u.lastname), '') AS invited_by,
  ${iso(sql`i.created_at`)} AS created_at, ${iso(sql`i.sent_at`)} AS sent_at,
  ${iso(sql`i.expires_at`)} AS expires_at,
  CASE WHEN i.expires_at <= now() THEN 'expired' ELSE 'pending' END AS status`;

/** The invitations not accepted nor revoked yet, the latest sent first (expired ones included). */
export async function listOpenInvitations(
  db: Database,
  workspaceId: string,
  only?: string,
): Promise<Invitation[]> {
  const { rows } = await db.execute<Invitation & Record<string, unknown>>(sql`
    SELECT ${invitationColumns}
    FROM workspace_invitations i LEFT JOIN users u ON u.id = i.invited_by
    WHERE i.workspace_id = ${workspaceId} AND i.accepted_at IS NULL AND i.revoked_at IS NULL
      ${only ? sql`AND i.id = ${only}` : sql``}
    ORDER BY i.sent_at DESC, i.id`);
  return rows.map((row) => ({ ...row }));
}

/** One open invitation of the workspace (another workspace's id reads as none). */
export async function findOpenInvitation(
  db: Database,
  workspaceId: string,
  invitationId: string,
): Promise<Invitation | undefined> {
  return (await listOpenInvitations(db, workspaceId, invitationId))[0];
}

export interface MemberFacts {
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
}

/** A member of the workspace, with what the rules and the audit log need; undefined when not one. */
export async function findMember(
  db: Database,
  workspaceId: string,
  userId: string,
): Promise<MemberFacts | undefined> {
  const { rows } = await db.execute<{
    user_id: string;
    name: string;
    email: string;
    role: WorkspaceRole;
  }>(sql`
    SELECT u.id AS user_id, trim(u.firstname || ' ' || u.lastname) AS name, u.email, m.role
    FROM workspace_members m JOIN users u ON u.id = m.user_id
    WHERE m.workspace_id = ${workspaceId} AND m.user_id = ${userId}`);
  const [row] = rows;
  return row && { userId: row.user_id, name: row.name || row.email, email: row.email, role: row.role };
}

/**
 * Serialises the changes of one workspace's members (roles, removals, departures, transfers):
 * each reads the owners after the one before it committed, so two owners demoting each other at
 * once cannot leave the workspace without one. NO KEY UPDATE leaves inserts that reference the
 * workspace (chatbots, files…) unblocked.
 */
export async function lockWorkspaceMembers(tx: Database, workspaceId: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM workspaces WHERE id = ${workspaceId} FOR NO KEY UPDATE`);
}

export async function countOwners(tx: Database, workspaceId: string): Promise<number> {
  const { rows } = await tx.execute<{ owners: number }>(sql`
    SELECT count(*)::int AS owners FROM workspace_members
    WHERE workspace_id = ${workspaceId} AND role = 'owner'`);
  return rows[0]?.owners ?? 0;
}

/** Whether an account already uses this address (an invitation's preview says sign in or sign up). */
export async function hasAccount(db: Database, email: string): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM users WHERE email = ${email} LIMIT 1`);
  return rows.length > 0;
}
