import { messages } from '@griot/contract/messages';
import { users } from '@griot/db/schema/users';
import { eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { publicProcedures } from '../../api/procedures';
import { verifyPassword } from '../../lib/passwordHashing';
import { checkLoginThrottle, recordLoginFailure, rememberDevice } from './loginThrottle';
import { createSession } from './sessions';
import { toSessionUser } from './toSessionUser';

/** POST /verify/user: 404 unknown email, 401 wrong password, else a new session (seed 000 §7-8). */
export const handleLogin = publicProcedures.auth.login.handler(async ({ input, context }) => {
  const { db } = context;
  const attempt = { ...input, ip: context.request.ip };
  await checkLoginThrottle(db, attempt);
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  if (!user) throw apiError(404, messages.login.userNotFound);
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await recordLoginFailure(db, attempt);
    throw apiError(401, messages.login.wrongPassword);
  }

  const token = await createSession(db, user.id, context.request);
  const device = await rememberDevice(db, user.id, input.device);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return {
    success: true,
    message: messages.login.success,
    data: { ...toSessionUser(user), token },
    token,
    device,
  };
});
