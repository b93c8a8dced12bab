import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { authedProcedures } from '../../api/procedures';
import { verifyPassword } from '../../lib/passwordHashing';
import { PASSWORD_CHANGE_LIMIT } from './accountRateLimits';
import { requireSecondFactor } from './requireSecondFactor';
import { disableTwoFactor } from './twoFactorQueries';

/** POST /account/2fa/disable: the password and a code, so a stolen session alone cannot. */
export const handleTwoFactorDisable = authedProcedures.account.twoFactorDisable.handler(
  async ({ input, context }) => {
    const user = context.session.user;
    await enforceRateLimits(context.db, [[PASSWORD_CHANGE_LIMIT, user.id]]);
    if (!user.totpEnabledAt) throw apiError(400, m.twoFactorNotEnabled);
    if (!(await verifyPassword(input.password, user.passwordHash)))
      throw apiError(400, m.twoFactorPasswordWrong);
    await requireSecondFactor(context, input.code);
    await disableTwoFactor(context.db, user.id, context.request);
    return { success: true as const, message: m.twoFactorDisabled };
  },
);
