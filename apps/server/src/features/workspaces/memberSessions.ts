import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { Runtime } from '../../runtime/runtime';

/**
 * A person's live sessions working in the workspace they are leaving or removed from. Their calls
 * lose the workspace by themselves (the session check joins the membership); their open live
 * streams are ended here: the NOTIFY (sent when the caller's transaction commits) reaches every
 * server process, as a revoked session's does. Returns the sessions to end in this process too.
 */
export async function notifyWorkspaceSessionsEnd(
  tx: Database,
  userId: string,
  workspaceId: string,
): Promise<string[]> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    SELECT id, pg_notify('griot_sessions', id::text) FROM sessions
    WHERE user_id = ${userId} AND workspace_id = ${workspaceId}
      AND revoked_at IS NULL AND expires_at > now()`);
  return rows.map((row) => row.id);
}

/** Ends, in this process, the live streams of sessions that lost their workspace (after the commit). */
export function endLiveStreams(runtime: Runtime, sessionIds: string[]): void {
  for (const sessionId of sessionIds) runtime.live.sessions.end(sessionId);
}
