import type { Database } from '@griot/db/openDatabase';
import { sessions } from '@griot/db/schema/sessions';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { RequestInfo } from '../../api/appContext';
import { recordAccountEvent } from '../../domain/account/accountEvents';
import { describeDevice } from '../../domain/account/describeDevice';

type Request = Pick<RequestInfo, 'ip' | 'userAgent'>;

const live = (userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/** The account's live sessions, the most recently used first. */
export function listLiveSessions(db: Database, userId: string) {
  return db.select().from(sessions).where(live(userId)).orderBy(desc(sessions.lastUsedAt));
}

/**
 * Ends one live session of the account at once (its token gets 401) and records it with the
 * session's device. False for another account's session, an ended one or an unknown id.
 */
export async function revokeSession(
  db: Database,
  userId: string,
  sessionId: string,
  request: Request,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), live(userId)))
      .returning({ userAgent: sessions.userAgent });
    if (!revoked) return false;
    await recordAccountEvent(tx, userId, 'session_revoked', request, describeDevice(revoked.userAgent).label);
    return true;
  });
}

/** Ends every live session of the account but the current one; how many ended. */
export async function revokeOtherSessions(
  db: Database,
  userId: string,
  currentSessionId: string,
  request: Request,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(live(userId), ne(sessions.id, currentSessionId)))
      .returning({ id: sessions.id });
    if (rows.length > 0)
      await recordAccountEvent(tx, userId, 'other_sessions_revoked', request, String(rows.length));
    return rows.length;
  });
}
