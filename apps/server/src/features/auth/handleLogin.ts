import { messages } from '@griot/contract/messages';
import { users } from '@griot/db/schema/users';
import { eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { publicProcedures } from '../../api/procedures';
import { verifyPassword } from '../../lib/passwordHashing';
import { authRateLimits } from './authRateLimits';
import { createSession } from './sessions';
import { toSessionUser } from './toSessionUser';

/** POST /verify/user: 404 unknown email, 401 wrong password, else a new session (seed 000 §7-8). */
export const handleLogin = publicProcedures.auth.login.handler(async ({ input, context }) => {
  const { db } = context;
  await enforceRateLimits(db, [
    [authRateLimits.loginPerIp, context.request.ip],
    [authRateLimits.loginPerEmail, input.email],
  ]);
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  if (!user) throw apiError(404, messages.login.userNotFound);
  if (!(await verifyPassword(input.password, user.passwordHash)))
    throw apiError(401, messages.login.wrongPassword);

  const token = await createSession(db, user.id, context.request);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return { success: true, message: messages.login.success, data: { ...toSessionUser(user), token }, token };
});
