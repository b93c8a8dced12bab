import type { Database } from '@griot/db/openDatabase';
import { sessions } from '@griot/db/schema/sessions';
import { workspaces } from '@griot/db/schema/workspaces';
import { eq, inArray, sql } from 'drizzle-orm';
import { startingWorkspace } from '../../api/sessions';
import { claimFilesOfWorkspace } from '../../lib/files/storedFiles';

/** What a deleted workspace leaves to do once its transaction commits. */
export interface DeletedWorkspace {
  /** Its chatbots: the runtime forgets them (`runtime.chatbots.forget`). */
  chatbotIds: string[];
  /** Its stored files' keys: their bytes go (`removeFileBytes`), the rows went with the workspace. */
  files: string[];
}

/**
 * Deletes a workspace and everything in it, inside the caller's transaction `tx` (the workspace's
 * deletion and an account's deletion both go through here): chatbots with their flows, end-users,
 * messages and broadcasts, WhatsApp accounts, invoices, files' rows, members, invitations and the
 * audit log follow by their foreign keys. The live sessions that worked in it (any member's) move
 * to where their person would start a new one, so nobody's next call lands in a workspace that
 * is gone; someone it was the last workspace of has none and sees the "no workspace" screen.
 * The client workspaces it served lose their provider and become their members' own.
 */
export async function deleteWorkspaceInTransaction(
  tx: Database,
  workspaceId: string,
): Promise<DeletedWorkspace> {
  // Locks the workspace's row first: no file, chatbot or session can join it until commit.
  const files = await claimFilesOfWorkspace(tx, workspaceId);
  const bots = await tx.execute<{ id: string }>(
    sql`SELECT id FROM chatbots WHERE workspace_id = ${workspaceId} ORDER BY id`,
  );
  const working = await tx.execute<{ id: string; user_id: string }>(sql`
    SELECT id, user_id FROM sessions
    WHERE workspace_id = ${workspaceId} AND revoked_at IS NULL AND expires_at > now()
    ORDER BY id FOR UPDATE`);
  await tx.execute(sql`
    UPDATE workspaces SET kind = 'own', provider_workspace_id = NULL
    WHERE provider_workspace_id = ${workspaceId}`);
  await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));

  const sessionsByUser = new Map<string, string[]>();
  for (const row of working.rows)
    sessionsByUser.set(row.user_id, [...(sessionsByUser.get(row.user_id) ?? []), row.id]);
  for (const [userId, sessionIds] of sessionsByUser) {
    const next = await startingWorkspace(tx, userId);
    await tx.update(sessions).set({ workspaceId: next }).where(inArray(sessions.id, sessionIds));
  }
  return { chatbotIds: bots.rows.map((row) => row.id), files };
}
