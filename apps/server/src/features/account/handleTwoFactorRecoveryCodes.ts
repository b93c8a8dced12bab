import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { authedProcedures } from '../../api/procedures';
import { PASSWORD_CHANGE_LIMIT } from './accountRateLimits';
import { requireSecondFactor } from './requireSecondFactor';
import { renewRecoveryCodes } from './twoFactorQueries';

/** POST /account/2fa/recovery-codes: a valid code replaces every recovery code. */
export const handleTwoFactorRecoveryCodes = authedProcedures.account.twoFactorRecoveryCodes.handler(
  async ({ input, context }) => {
    const user = context.session.user;
    await enforceRateLimits(context.db, [[PASSWORD_CHANGE_LIMIT, user.id]]);
    if (!user.totpEnabledAt) throw apiError(400, m.twoFactorNotEnabled);
    await requireSecondFactor(context, input.code);
    const codes = await renewRecoveryCodes(context.db, user.id);
    return { success: true as const, message: m.recoveryCodesRenewed, recovery_codes: codes };
  },
);
