import { type CallKey, callAccess, parseCallAccess } from '@griot/contract/workspaces/callAccess';
import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import { roleAtLeast } from '@griot/contract/workspaces/workspaceRoles';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { apiError } from './apiError';
import type { ActiveWorkspace, ResolvedSession } from './sessions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one check of who may make a call (callAccess.ts in the contract), run before any handler:
 * the workspace the call works in, when it needs one, with the caller's role there.
 * - a role of the active workspace: none → 403 (no workspace, or removed from it); a lesser
 *   role → 403 with the French message; what the call names is then looked up in that workspace
 *   only, so another workspace's ids answer 404;
 * - a role of the workspace the path names (`{id}`): not a member → 404, a lesser role → 403.
 * A call missing from the table is refused: a new call is closed until someone says who may make it.
 */
export async function checkCallAccess(
  db: Database,
  session: ResolvedSession,
  key: string,
  input: unknown,
): Promise<ActiveWorkspace | null> {
  const declared = (callAccess as Record<string, (typeof callAccess)[CallKey] | undefined>)[key];
  if (!declared) throw apiError(403, workspaceMessages.forbidden);
  const access = parseCallAccess(declared);
  if (access.kind !== 'role') return session.workspace;
  const workspace =
    access.workspace === 'active'
      ? activeWorkspace(session)
      : await namedWorkspace(db, session.user.id, (input as { id?: unknown } | undefined)?.id);
  if (!roleAtLeast(workspace.role, access.role)) throw apiError(403, workspaceMessages.forbidden);
  return workspace;
}

function activeWorkspace(session: ResolvedSession): ActiveWorkspace {
  if (session.workspace) return session.workspace;
  throw apiError(
    403,
    session.workspaceLost ? workspaceMessages.notMemberAnymore : workspaceMessages.noWorkspace,
  );
}

/** The caller's membership of the workspace a path names; 404 for a workspace that is not theirs. */
export async function namedWorkspace(db: Database, userId: string, id: unknown): Promise<ActiveWorkspace> {
  if (typeof id !== 'string' || !UUID.test(id)) throw apiError(404, workspaceMessages.workspaceNotFound);
  const { rows } = await db.execute<ActiveWorkspace & Record<string, unknown>>(sql`
    SELECT w.id, w.name, w.kind, m.role
    FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
    WHERE m.workspace_id = ${id} AND m.user_id = ${userId}`);
  const [workspace] = rows;
  if (!workspace) throw apiError(404, workspaceMessages.workspaceNotFound);
  return workspace;
}
