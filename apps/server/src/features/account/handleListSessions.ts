import { authedProcedures } from '../../api/procedures';
import { describeDevice } from '../../domain/account/describeDevice';
import { listLiveSessions } from './accountSessions';

/** GET /account/sessions: the account's live sessions, the current one first, then by last activity. */
export const handleListSessions = authedProcedures.account.sessions.handler(async ({ context }) => {
  const rows = await listLiveSessions(context.db, context.session.user.id);
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
