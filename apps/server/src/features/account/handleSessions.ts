import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { sessions } from '@griot/db/schema/sessions';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { recordAccountEvent } from '../../domain/account/accountEvents';
import { describeDevice } from '../../domain/account/describeDevice';

const live = (userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/** GET /account/sessions: the account's live sessions, the current one first, then by last activity. */
export const handleListSessions = authedProcedures.account.sessions.handler(async ({ context }) => {
  const rows = await context.db
    .select()
    .from(sessions)
    .where(live(context.session.user.id))
    .orderBy(desc(sessions.lastUsedAt));
  const listed = rows.map((row) => {
    const device = describeDevice(row.userAgent);
    return {
      id: row.id,
      device: device.label,
      device_type: device.type,
      location: row.ip,
      last_active: row.lastUsedAt.toISOString(),
      created_at: row.createdAt.toISOString(),
      current: row.id === context.session.sessionId,
    };
  });
  listed.sort((a, b) => Number(b.current) - Number(a.current));
  return { success: true as const, sessions: listed };
});

/** DELETE /account/sessions/{id}: another session of the account ends at once (its token gets 401). */
export const handleRevokeSession = authedProcedures.account.revokeSession.handler(
  async ({ input, context }) => {
    if (input.id === context.session.sessionId) throw apiError(400, m.currentSession);
    const userId = context.session.user.id;
    await context.db.transaction(async (tx) => {
      const [revoked] = await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, input.id), live(userId)))
        .returning({ userAgent: sessions.userAgent });
      // Another account's session, an ended one or an unknown id: the same 404.
      if (!revoked) throw apiError(404, m.sessionNotFound);
      await recordAccountEvent(
        tx,
        userId,
        'session_revoked',
        context.request,
        describeDevice(revoked.userAgent).label,
      );
    });
    return { success: true as const, message: m.sessionRevoked };
  },
);

/** DELETE /account/sessions: 'log out everywhere else'. */
export const handleRevokeOtherSessions = authedProcedures.account.revokeOtherSessions.handler(
  async ({ context }) => {
    const userId = context.session.user.id;
    const revoked = await context.db.transaction(async (tx) => {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(live(userId), ne(sessions.id, context.session.sessionId)))
        .returning({ id: sessions.id });
      if (rows.length > 0)
        await recordAccountEvent(tx, userId, 'other_sessions_revoked', context.request, String(rows.length));
      return rows.length;
    });
    return { success: true as const, message: m.otherSessionsRevoked(revoked), revoked };
  },
);
