import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { sessions } from '@griot/db/schema/sessions';
import { users } from '@griot/db/schema/users';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { authedProcedures } from '../../api/procedures';
import { recordAccountEvent } from '../../domain/account/accountEvents';
import { passwordChangedMail } from '../../domain/account/accountMails';
import { readAccountSettings } from '../../domain/account/accountSettings';
import { describeDevice } from '../../domain/account/describeDevice';
import { hashPassword, verifyPassword } from '../../lib/passwordHashing';
import type { RateLimitRule } from '../../lib/rateLimit';

/** A stolen session must not be a way to guess the password: attempts per account are counted. */
export const PASSWORD_CHANGE_LIMIT: RateLimitRule = {
  bucket: 'password-change:user',
  limit: 5,
  windowMs: 15 * 60_000,
};

/**
 * POST /account/password: the current password proves the owner; the new one follows the reset
 * rules. Every other session ends (a thief's included) and the owner gets a mail.
 */
export const handleChangePassword = authedProcedures.account.changePassword.handler(
  async ({ input, context }) => {
    const user = context.session.user;
    await enforceRateLimits(context.db, [[PASSWORD_CHANGE_LIMIT, user.id]]);
    if (!(await verifyPassword(input.current_password, user.passwordHash)))
      throw apiError(400, m.currentPasswordWrong);
    const passwordHash = await hashPassword(input.new_password);
    const now = new Date();
    await context.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
        .where(eq(users.id, user.id));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, user.id),
            isNull(sessions.revokedAt),
            ne(sessions.id, context.session.sessionId),
          ),
        );
      await recordAccountEvent(tx, user.id, 'password_changed', context.request);
    });
    if (readAccountSettings(user.settings).notifications.account.passwordChange.email) {
      const device = describeDevice(context.request.userAgent).label;
      await context.mailer
        .send(passwordChangedMail(user.email, user.firstname, now, device, context.request.ip))
        .catch((error: unknown) => context.log.error({ err: error }, 'password change notice not sent'));
    }
    return { success: true as const, message: m.passwordChanged };
  },
);
