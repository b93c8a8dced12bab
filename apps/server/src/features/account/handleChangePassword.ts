import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { authedProcedures } from '../../api/procedures';
import { passwordChangedMail } from '../../domain/account/accountMails';
import { readAccountSettings } from '../../domain/account/accountSettings';
import { hashPassword, verifyPassword } from '../../lib/passwordHashing';
import { PASSWORD_CHANGE_LIMIT } from './accountRateLimits';
import { changePassword } from './changePassword';

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
    await changePassword(
      context.db,
      { userId: user.id, sessionId: context.session.sessionId },
      passwordHash,
      now,
      context.request,
    );
    const settings = readAccountSettings(user.settings);
    if (settings.notifications.account.passwordChange.email) {
      await context.mailer
        .send(
          passwordChangedMail({
            to: user.email,
            firstname: user.firstname,
            language: settings.general.language,
            at: now,
            userAgent: context.request.userAgent,
            ip: context.request.ip,
          }),
        )
        .catch((error: unknown) => context.log.error({ err: error }, 'password change notice not sent'));
    }
    return { success: true as const, message: m.passwordChanged };
  },
);
