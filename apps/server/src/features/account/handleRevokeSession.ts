import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { revokeSession } from './accountSessions';

/** DELETE /account/sessions/{id}: another session of the account ends at once (its token gets 401). */
export const handleRevokeSession = authedProcedures.account.revokeSession.handler(
  async ({ input, context }) => {
    if (input.id === context.session.sessionId) throw apiError(400, m.currentSession);
    const revoked = await revokeSession(context.db, context.session.user.id, input.id, context.request);
    // Another account's session, an ended one or an unknown id: the same 404.
    if (!revoked) throw apiError(404, m.sessionNotFound);
    return { success: true as const, message: m.sessionRevoked };
  },
);
