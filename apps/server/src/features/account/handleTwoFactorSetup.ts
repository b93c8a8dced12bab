import { accountMessages as m } from '@griot/contract/account/accountMessages';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { newTotpSecret, totpFor } from '../../domain/account/twoFactor';
import { encryptSecret } from '../../lib/secretBox';
import { storePendingSecret } from './twoFactorQueries';

/**
 * POST /account/2fa/setup: a new secret, kept encrypted as pending until a first code confirms
 * it; the QR code is drawn here so the secret never reaches a third-party service.
 */
export const handleTwoFactorSetup = authedProcedures.account.twoFactorSetup.handler(async ({ context }) => {
  const user = context.session.user;
  if (user.totpEnabledAt) throw apiError(409, m.twoFactorAlreadyEnabled);
  const secret = newTotpSecret();
  await storePendingSecret(context.db, user.id, encryptSecret(context.config.secretKey, secret));
  const otpauthUrl = totpFor(secret, user.email).toString();
  const { default: QRCode } = await import('qrcode');
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { success: true as const, setup: { secret, otpauth_url: otpauthUrl, qr_code: qrCode } };
});
