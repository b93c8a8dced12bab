import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { recoveryCodes } from '@griot/db/schema/recoveryCodes';
import { users } from '@griot/db/schema/users';
import { and, count, eq, isNull } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { AuthedContext } from '../../api/appContext';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { authedProcedures } from '../../api/procedures';
import { recordAccountEvent } from '../../domain/account/accountEvents';
import {
  checkSecondFactor,
  newTotpSecret,
  replaceRecoveryCodes,
  totpFor,
  totpStep,
} from '../../domain/account/twoFactor';
import { verifyPassword } from '../../lib/passwordHashing';
import { decryptSecret, encryptSecret } from '../../lib/secretBox';
import { PASSWORD_CHANGE_LIMIT } from './handlePassword';

/** GET /account/2fa: whether it is on, since when, and how many recovery codes are left. */
export const handleTwoFactorStatus = authedProcedures.account.twoFactorStatus.handler(async ({ context }) => {
  const user = context.session.user;
  const [left] = await context.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return {
    success: true as const,
    two_factor: {
      enabled: user.totpEnabledAt !== null,
      enabled_at: user.totpEnabledAt?.toISOString() ?? null,
      recovery_codes_left: user.totpEnabledAt ? (left?.n ?? 0) : 0,
    },
  };
});

/**
 * POST /account/2fa/setup: a new secret, kept encrypted as pending until a first code confirms
 * it; the QR code is drawn here so the secret never reaches a third-party service.
 */
export const handleTwoFactorSetup = authedProcedures.account.twoFactorSetup.handler(async ({ context }) => {
  const user = context.session.user;
  if (user.totpEnabledAt) throw apiError(409, m.twoFactorAlreadyEnabled);
  const secret = newTotpSecret();
  await context.db
    .update(users)
    .set({ totpPendingSecretEncrypted: encryptSecret(context.config.secretKey, secret) })
    .where(eq(users.id, user.id));
  const otpauthUrl = totpFor(secret, user.email).toString();
  const { default: QRCode } = await import('qrcode');
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { success: true as const, setup: { secret, otpauth_url: otpauthUrl, qr_code: qrCode } };
});

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
    const codes = await context.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          totpSecretEncrypted: user.totpPendingSecretEncrypted,
          totpPendingSecretEncrypted: null,
          totpEnabledAt: new Date(),
          totpLastStep: step,
        })
        .where(eq(users.id, user.id));
      await recordAccountEvent(tx, user.id, 'two_factor_enabled', context.request);
      return replaceRecoveryCodes(tx, user.id);
    });
    return { success: true as const, message: m.twoFactorEnabled, recovery_codes: codes };
  },
);

/** POST /account/2fa/recovery-codes: a valid code replaces every recovery code. */
export const handleTwoFactorRecoveryCodes = authedProcedures.account.twoFactorRecoveryCodes.handler(
  async ({ input, context }) => {
    const user = context.session.user;
    await enforceRateLimits(context.db, [[PASSWORD_CHANGE_LIMIT, user.id]]);
    if (!user.totpEnabledAt) throw apiError(400, m.twoFactorNotEnabled);
    await requireSecondFactor(context, input.code);
    const codes = await context.db.transaction((tx) => replaceRecoveryCodes(tx, user.id));
    return { success: true as const, message: m.recoveryCodesRenewed, recovery_codes: codes };
  },
);

/** POST /account/2fa/disable: the password and a code, so a stolen session alone cannot. */
export const handleTwoFactorDisable = authedProcedures.account.twoFactorDisable.handler(
  async ({ input, context }) => {
    const user = context.session.user;
    await enforceRateLimits(context.db, [[PASSWORD_CHANGE_LIMIT, user.id]]);
    if (!user.totpEnabledAt) throw apiError(400, m.twoFactorNotEnabled);
    if (!(await verifyPassword(input.password, user.passwordHash)))
      throw apiError(400, m.twoFactorPasswordWrong);
    await requireSecondFactor(context, input.code);
    await context.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          totpSecretEncrypted: null,
          totpPendingSecretEncrypted: null,
          totpEnabledAt: null,
          totpLastStep: null,
        })
        .where(eq(users.id, user.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      await recordAccountEvent(tx, user.id, 'two_factor_disabled', context.request);
    });
    return { success: true as const, message: m.twoFactorDisabled };
  },
);

async function requireSecondFactor(context: AuthedContext, code: string): Promise<void> {
  const check = await checkSecondFactor(context.db, context.config.secretKey, context.session.user, code);
  if (check === 'reused') throw apiError(400, m.twoFactorCodeReused);
  if (check === 'wrong') throw apiError(400, m.twoFactorCodeWrong);
}
