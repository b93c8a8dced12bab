import { authedProcedures } from '../../api/procedures';
import { countRecoveryCodesLeft } from './twoFactorQueries';

/** GET /account/2fa: whether it is on, since when, and how many recovery codes are left. */
export const handleTwoFactorStatus = authedProcedures.account.twoFactorStatus.handler(async ({ context }) => {
  const user = context.session.user;
  const left = await countRecoveryCodesLeft(context.db, user.id);
  return {
    success: true as const,
    two_factor: {
      enabled: user.totpEnabledAt !== null,
      enabled_at: user.totpEnabledAt?.toISOString() ?? null,
      recovery_codes_left: user.totpEnabledAt ? (left ?? 0) : 0,
    },
  };
});
