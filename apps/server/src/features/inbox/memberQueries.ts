import type { InboxMember } from '@griot/contract/inbox/inboxSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

const fullName = sql`coalesce(nullif(trim(u.firstname || ' ' || u.lastname), ''), u.email)`;

/** A member of the workspace by id, with the name the inbox shows; undefined when not a member. */
export async function findWorkspaceMember(
  db: Database,
  workspaceId: string,
  userId: string,
): Promise<{ id: string; name: string } | undefined> {
  const { rows } = await db.execute<{ id: string; name: string }>(sql`
    SELECT u.id, ${fullName} AS name
    FROM workspace_members m JOIN users u ON u.id = m.user_id
    WHERE m.workspace_id = ${workspaceId} AND m.user_id = ${userId}`);
  return rows[0];
}

/**
 * The workspace's members the inbox can assign: available ones first, then by name, each with
 * the conversations they handle now (assigned and not resolved, on conversations_assignee).
 */
export async function listInboxMembers(db: Database, workspaceId: string): Promise<InboxMember[]> {
  const { rows } = await db.execute<InboxMember>(sql`
    SELECT u.id, ${fullName} AS name, coalesce(u.profile_picture, '') AS avatar, m.role, m.availability,
           (SELECT count(*)::int FROM conversations c
            WHERE c.assignee_id = u.id AND c.workspace_id = ${workspaceId} AND c.status <> 'resolved') AS open_count
    FROM workspace_members m JOIN users u ON u.id = m.user_id
    WHERE m.workspace_id = ${workspaceId}
    ORDER BY m.availability = 'available' DESC, lower(u.firstname), lower(u.lastname), u.id`);
  return rows.map((row) => ({ ...row, open_count: Number(row.open_count) }));
}

/** The caller's availability in the workspace (automatic assignment picks available agents only). */
export async function setMemberAvailability(
  db: Database,
  workspaceId: string,
  userId: string,
  availability: InboxMember['availability'],
): Promise<void> {
  await db.execute(sql`
    UPDATE workspace_members SET availability = ${availability}
    WHERE workspace_id = ${workspaceId} AND user_id = ${userId}`);
}
