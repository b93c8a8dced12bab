import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { decryptSecret } from '../../lib/secretBox';
import { graphFailure } from './createWhatsAppAccount';
import { postGraphAction } from './onboardingGraph';
import { type OnboardingServices, registerNumber } from './registerNumber';
import type { WhatsAppAccountRow } from './requireOwnedWhatsAppAccount';

/**
 * `POST /{phone_number_id}/request_code` in French, by SMS; when the SMS cannot be sent and the
 * caller did not insist on a method, by voice call.
 */
export async function sendVerificationCode(
  services: OnboardingServices,
  account: WhatsAppAccountRow,
  method: 'SMS' | 'VOICE' | undefined,
): Promise<{ method: 'SMS' | 'VOICE'; message: string }> {
  requireNumberToVerify(account);
  const token = decryptSecret(services.secretKey, account.businessTokenEncrypted);
  const request = (code_method: 'SMS' | 'VOICE') =>
    postGraphAction(services.runtime, token, `${encodeURIComponent(account.phoneNumberId)}/request_code`, {
      query: { code_method, language: 'fr' },
    });
  const first = method ?? 'SMS';
  let result = await request(first);
  let used: 'SMS' | 'VOICE' = first;
  if (!result.ok && method === undefined && result.answer.status !== 0) {
    result = await request('VOICE');
    used = 'VOICE';
  }
  if (!result.ok) throw graphFailure(result.answer);
  await services.db
    .update(whatsappAccounts)
    .set({ codeRequestedAt: new Date(), updatedAt: new Date() })
    .where(eq(whatsappAccounts.id, account.id));
  return {
    method: used,
    message: used === 'SMS' ? m.codeSent : m.codeSentByVoice,
  };
}

/**
 * `POST /{phone_number_id}/verify_code`: a correct code makes the number VERIFIED, which is then
 * registered with Meta (its outcome lands in last_error, not in this answer).
 */
export async function checkVerificationCode(
  services: OnboardingServices,
  account: WhatsAppAccountRow,
  code: string,
): Promise<void> {
  requireNumberToVerify(account);
  const token = decryptSecret(services.secretKey, account.businessTokenEncrypted);
  const result = await postGraphAction(
    services.runtime,
    token,
    `${encodeURIComponent(account.phoneNumberId)}/verify_code`,
    { query: { code } },
  );
  if (!result.ok) {
    if (result.answer.status === 0 || result.answer.status >= 500) throw graphFailure(result.answer);
    throw apiError(400, m.codeWrong);
  }
  const [row] = await services.db
    .update(whatsappAccounts)
    .set({ codeVerificationStatus: 'VERIFIED', lastError: '', updatedAt: new Date() })
    .where(eq(whatsappAccounts.id, account.id))
    .returning();
  if (row && !row.registeredAt) await registerNumber(services, row);
}

function requireNumberToVerify(account: WhatsAppAccountRow): void {
  if (account.phoneNumberId === '') throw apiError(400, m.numberMissing);
  if (account.codeVerificationStatus !== 'NOT_VERIFIED') throw apiError(400, m.alreadyVerified);
}
