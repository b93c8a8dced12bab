import { SESSION_TTL_MS } from '@griot/contract/constants';
import type { Database } from '@griot/db/openDatabase';
import { sessions } from '@griot/db/schema/sessions';
import { users } from '@griot/db/schema/users';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createOpaqueToken, hashToken } from '../lib/opaqueTokens';
import { followAccountLanguage } from '../lib/requestLanguage';

export type UserRow = typeof users.$inferSelect;

export interface ResolvedSession {
  sessionId: string;
  user: UserRow;
}

/** Renewing the sliding expiry at most once a minute keeps reads from writing on every call. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  db: Database,
  userId: string,
  client: { ip: string; userAgent: string | undefined },
): Promise<string> {
  const token = createOpaqueToken('grt');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/**
 * The live session behind a bearer token, with its user; undefined when unknown, revoked or expired.
 * The request goes on in the account's language when its Accept-Language named none of ours (the
 * user row, settings included, is read here anyway: no query more).
 */
export async function resolveSession(db: Database, token: string): Promise<ResolvedSession | undefined> {
  const now = new Date();
  const [row] = await db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    );
  if (!row) return undefined;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.sessionId));
  }
  followAccountLanguage(row.user.settings);
  return { sessionId: row.sessionId, user: row.user };
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
