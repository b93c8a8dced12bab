import { authedProcedures } from '../../api/procedures';
import { toSessionUser } from '../../api/toSessionUser';

/** GET /strong/auth/me: who the bearer token belongs to. */
export const handleGetCurrentUser = authedProcedures.auth.me.handler(async ({ context }) => {
  return { success: true, data: toSessionUser(context.session.user, context.session.workspace) };
});
