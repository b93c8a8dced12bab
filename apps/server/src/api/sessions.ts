import { SESSION_TTL_MS } from '@griot/contract/constants';
import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import type { Database } from '@griot/db/openDatabase';
import { sessions } from '@griot/db/schema/sessions';
import { users } from '@griot/db/schema/users';
import { workspaceMembers, workspaces } from '@griot/db/schema/workspaces';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createOpaqueToken, hashToken } from '../lib/opaqueTokens';
import { followAccountLanguage } from '../lib/requestLanguage';

export type UserRow = typeof users.$inferSelect;

/** The workspace a session works in, with the person's role there. */
export interface ActiveWorkspace {
  id: string;
  name: string;
  kind: 'own' | 'client';
  role: WorkspaceRole;
}

export interface ResolvedSession {
  sessionId: string;
  user: UserRow;
  /** Null when the person belongs to no workspace, or was removed from the session's one. */
  workspace: ActiveWorkspace | null;
  /** The session named a workspace the person is no longer a member of. */
  workspaceLost: boolean;
}

/** Renewing the sliding expiry at most once a minute keeps reads from writing on every call. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * A new session, working in `workspaceId` when given, else where the person last worked, else in
 * their oldest membership (null for someone who belongs to no workspace).
 */
export async function createSession(
  db: Database,
  userId: string,
  client: { ip: string; userAgent: string | undefined },
  workspaceId?: string,
): Promise<string> {
  const token = createOpaqueToken('grt');
  const working = workspaceId ?? (await startingWorkspace(db, userId));
  await db.insert(sessions).values({
    userId,
    workspaceId: working,
    tokenHash: hashToken(token),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  if (working) await markActive(db, working, userId);
  return token;
}

/** Where a new session of the person starts: the last workspace they worked in, if still theirs. */
export async function startingWorkspace(db: Database, userId: string): Promise<string | null> {
  const { rows } = await db.execute<{ workspace_id: string }>(sql`
    SELECT m.workspace_id FROM workspace_members m JOIN users u ON u.id = m.user_id
    WHERE m.user_id = ${userId}
    ORDER BY (m.workspace_id = u.last_workspace_id) DESC, m.joined_at, m.workspace_id
    LIMIT 1`);
  return rows[0]?.workspace_id ?? null;
}

/**
 * The live session behind a bearer token, with its user and its workspace (the membership is
 * read in the same query: a member removed a moment ago has no workspace on their next call);
 * undefined when unknown, revoked or expired. The request goes on in the account's language when
 * its Accept-Language named none of ours.
 */
export async function resolveSession(db: Database, token: string): Promise<ResolvedSession | undefined> {
  const now = new Date();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      sessionWorkspaceId: sessions.workspaceId,
      user: users,
      workspaceName: workspaces.name,
      workspaceKind: workspaces.kind,
      role: workspaceMembers.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, sessions.workspaceId),
        eq(workspaceMembers.userId, sessions.userId),
      ),
    )
    .leftJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    );
  if (!row) return undefined;
  const workspace =
    row.sessionWorkspaceId && row.role && row.workspaceName !== null && row.workspaceKind !== null
      ? { id: row.sessionWorkspaceId, name: row.workspaceName, kind: row.workspaceKind, role: row.role }
      : null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.sessionId));
    if (workspace)
      await db
        .update(workspaceMembers)
        .set({ lastActiveAt: now })
        .where(and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, row.user.id)));
  }
  followAccountLanguage(row.user.settings);
  return {
    sessionId: row.sessionId,
    user: row.user,
    workspace,
    workspaceLost: row.sessionWorkspaceId !== null && workspace === null,
  };
}

/** The session now works in `workspaceId` (a membership the caller checked); new sessions start there. */
export async function switchSessionWorkspace(
  db: Database,
  session: { sessionId: string; userId: string },
  workspaceId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ workspaceId }).where(eq(sessions.id, session.sessionId));
    await tx.update(users).set({ lastWorkspaceId: workspaceId }).where(eq(users.id, session.userId));
    await markActive(tx, workspaceId, session.userId);
  });
}

/**
 * A login or a switch is activity in the workspace: the team screen's 'Dernière activité' shows
 * it at once (the calls that follow renew it at most once a minute, see resolveSession).
 */
async function markActive(db: Database, workspaceId: string, userId: string): Promise<void> {
  await db
    .update(workspaceMembers)
    .set({ lastActiveAt: new Date() })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** After a password reset every device must log in again. */
export async function revokeAllSessions(db: Database, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
