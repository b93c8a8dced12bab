import { messages } from '@griot/contract/messages';
import { authedProcedures } from '../../api/procedures';
import { revokeSession } from '../../api/sessions';

/** POST /strong/auth/logout: the token stops working at once, on every server process. */
export const handleLogout = authedProcedures.auth.logout.handler(async ({ context }) => {
  await revokeSession(context.db, context.session.sessionId);
  return { success: true, message: messages.logout.success };
});
