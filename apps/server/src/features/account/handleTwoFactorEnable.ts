import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { authedProcedures } from '../../api/procedures';
import { totpStep } from '../../domain/account/twoFactor';
import { decryptSecret } from '../../lib/secretBox';
import { PASSWORD_CHANGE_LIMIT } from './accountRateLimits';
import { enableTwoFactor } from './twoFactorQueries';

/** POST /account/2fa/enable: the first code proves the app has the secret; recovery codes once. */
export const handleTwoFactorEnable = authedProcedures.account.twoFactorEnable.handler(
  async ({ input, context }) => {
    const user = context.session.user;
    await enforceRateLimits(context.db, [[PASSWORD_CHANGE_LIMIT, user.id]]);
    if (user.totpEnabledAt) throw apiError(409, m.twoFactorAlreadyEnabled);
    if (!user.totpPendingSecretEncrypted) throw apiError(400, m.twoFactorNotStarted);
    const secret = decryptSecret(context.config.secretKey, user.totpPendingSecretEncrypted);
    const step = totpStep(secret, input.code);
    if (step === null) throw apiError(400, m.twoFactorCodeWrong);
    const codes = await enableTwoFactor(
      context.db,
      { id: user.id, totpPendingSecretEncrypted: user.totpPendingSecretEncrypted },
      step,
      context.request,
    );
    return { success: true as const, message: m.twoFactorEnabled, recovery_codes: codes };
  },
);
