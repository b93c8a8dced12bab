import { messages } from '@griot/contract/messages';
import { knownDevices } from '@griot/db/schema/knownDevices';
import { users } from '@griot/db/schema/users';
import { count, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { publicProcedures } from '../../api/procedures';
import { createSession, resolveSession } from '../../api/sessions';
import { toSessionUser } from '../../api/toSessionUser';
import { recordAccountEvent } from '../../domain/account/accountEvents';
import { newLoginMail } from '../../domain/account/accountMails';
import { readAccountSettings } from '../../domain/account/accountSettings';
import { describeDevice } from '../../domain/account/describeDevice';
import { checkSecondFactor } from '../../domain/account/twoFactor';
import { verifyPassword } from '../../lib/passwordHashing';
import { checkLoginThrottle, recordLoginFailure, rememberDevice } from './loginThrottle';

/** POST /verify/user: 404 unknown email, 401 wrong password, else a new session. */
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
  if (user.totpEnabledAt) {
    // The right password alone does not open an account with a second factor; a wrong code counts
    // as a failed login, so guessing codes is throttled exactly like guessing passwords.
    if (!input.otp) throw apiError(401, messages.login.twoFactorRequired, { twoFactorRequired: true });
    const check = await checkSecondFactor(db, context.config.secretKey, user, input.otp);
    if (check !== 'ok') {
      await recordLoginFailure(db, attempt);
      const message = check === 'reused' ? messages.login.twoFactorReused : messages.login.twoFactorWrong;
      throw apiError(401, message, { twoFactorRequired: true });
    }
  }

  const token = await createSession(db, user.id, context.request);
  const workspace = (await resolveSession(db, token))?.workspace ?? null;
  const [{ known } = { known: 0 }] = await db
    .select({ known: count() })
    .from(knownDevices)
    .where(eq(knownDevices.userId, user.id));
  const device = await rememberDevice(db, user.id, input.device);
  const now = new Date();
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  const deviceLabel = describeDevice(context.request.userAgent).label;
  await recordAccountEvent(db, user.id, 'login', context.request, deviceLabel);
  // A browser we never saw on an account that has others: its owner hears of it (the 'new login' notification).
  const settings = readAccountSettings(user.settings);
  if (device !== input.device && known > 0 && settings.notifications.account.newLogin.email)
    await context.mailer
      .send(
        newLoginMail({
          to: user.email,
          firstname: user.firstname,
          language: settings.general.language,
          at: now,
          userAgent: context.request.userAgent,
          ip: context.request.ip,
        }),
      )
      .catch((error: unknown) => context.log.error({ err: error }, 'new login notice not sent'));
  return {
    success: true,
    message: messages.login.success,
    data: { ...toSessionUser(user, workspace), token },
    token,
    device,
  };
});
