import type { Database } from '@griot/db/openDatabase';
import { sessions } from '@griot/db/schema/sessions';
import { users } from '@griot/db/schema/users';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { RequestInfo } from '../../api/appContext';
import { recordAccountEvent } from '../../domain/account/accountEvents';

/**
 * Stores the new password's hash and ends every other session of the account (a thief's
 * included), in one transaction recorded in the account's activity.
 */
export async function changePassword(
  db: Database,
  session: { userId: string; sessionId: string },
  passwordHash: string,
  now: Date,
  request: Pick<RequestInfo, 'ip' | 'userAgent'>,
): Promise<void> {
  const { userId, sessionId } = session;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, sessionId)));
    await recordAccountEvent(tx, userId, 'password_changed', request);
  });
}
