import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { assignConversation } from '../../runtime/conversationStatus';
import { inboxSettingsOf } from './inboxSettingsOf';

/** Workspaces looked at in one pass, and assignments made in one workspace per pass. */
const WORKSPACES_PER_PASS = 50;
const ASSIGNMENTS_PER_WORKSPACE = 100;

/**
 * Automatic assignment, for every workspace that turned it on: each open conversation nobody
 * handles goes to an available member (see assignNext). Returns how many were assigned.
 */
export async function assignWaitingConversations(db: Database): Promise<number> {
  // Only workspaces with auto_assign, an available member and an open unassigned conversation
  // (the partial index of the conversations a person handles answers the last test).
  const workspaces = await db.execute<{ id: string }>(sql`
    SELECT w.id FROM workspaces w
    WHERE w.inbox_settings->>'auto_assign' = 'true'
      AND EXISTS (SELECT 1 FROM workspace_members m WHERE m.workspace_id = w.id AND m.availability = 'available')
      AND EXISTS (SELECT 1 FROM conversations c JOIN end_users eu ON eu.id = c.end_user_id
                  WHERE c.workspace_id = w.id AND c.status = 'open' AND c.assignee_id IS NULL
                    AND NOT eu.is_test)
    LIMIT ${WORKSPACES_PER_PASS}`);
  let assigned = 0;
  for (const { id } of workspaces.rows) {
    for (let count = 0; count < ASSIGNMENTS_PER_WORKSPACE; count += 1) {
      if (!(await assignNext(db, id))) break;
      assigned += 1;
    }
  }
  return assigned;
}

/**
 * One assignment in the workspace, in a transaction of its own: the open unassigned conversation
 * waiting longest goes to the available member whose turn it is — the one assigned least recently
 * (never assigned first) among those under the cap of conversations not resolved. Nobody
 * available or everybody full: it stays unassigned. Every process serialises on the workspace's
 * advisory lock, so two never read the same counts and no member goes over the cap. Returns
 * whether a conversation was assigned.
 */
export async function assignNext(db: Database, workspaceId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`griot-inbox-assign:${workspaceId}`}, 0))`,
    );
    const [workspace] = (
      await tx.execute<{ inbox_settings: unknown }>(
        sql`SELECT inbox_settings FROM workspaces WHERE id = ${workspaceId}`,
      )
    ).rows;
    const settings = inboxSettingsOf(workspace?.inbox_settings);
    if (!settings.auto_assign) return false;
    const picked = await tx.execute<{ end_user_id: string; user_id: string }>(sql`
      WITH turn AS (
        SELECT m.user_id FROM workspace_members m
        WHERE m.workspace_id = ${workspaceId} AND m.availability = 'available'
          AND (SELECT count(*) FROM conversations c
               WHERE c.assignee_id = m.user_id AND c.workspace_id = ${workspaceId}
                 AND c.status <> 'resolved') < ${settings.max_open_per_agent}
        ORDER BY m.last_assigned_at ASC NULLS FIRST, m.user_id
        LIMIT 1
      ), waiting AS (
        -- The simulator's conversations are no customers: the inbox hides them, nobody gets them.
        SELECT c.end_user_id FROM conversations c JOIN end_users eu ON eu.id = c.end_user_id
        WHERE c.workspace_id = ${workspaceId} AND c.status = 'open' AND c.assignee_id IS NULL
          AND NOT eu.is_test
        ORDER BY coalesce(c.waiting_since, c.status_changed_at), c.end_user_id
        LIMIT 1
        FOR UPDATE OF c SKIP LOCKED
      )
      SELECT waiting.end_user_id, turn.user_id FROM waiting, turn`);
    const next = picked.rows[0];
    if (!next) return false;
    await assignConversation(tx, { endUserId: next.end_user_id, assigneeId: next.user_id });
    return true;
  });
}
