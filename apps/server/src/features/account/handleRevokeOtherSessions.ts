import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { authedProcedures } from '../../api/procedures';
import { revokeOtherSessions } from './accountSessions';

/** DELETE /account/sessions: 'log out everywhere else'. */
export const handleRevokeOtherSessions = authedProcedures.account.revokeOtherSessions.handler(
  async ({ context }) => {
    const revoked = await revokeOtherSessions(
      context.db,
      context.session.user.id,
      context.session.sessionId,
      context.request,
    );
    return { success: true as const, message: m.otherSessionsRevoked({ count: revoked }), revoked };
  },
);
