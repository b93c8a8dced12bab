import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import type { Database } from '@griot/db/openDatabase';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgresErrors';
import { decryptSecret } from '../../lib/secretBox';
import { graphFailure, readStatus } from './createWhatsAppAccount';
import { readPhoneNumber } from './onboardingGraph';
import { type OnboardingServices, registerNumber } from './registerNumber';
import type { WhatsAppAccountRow } from './requireOwnedWhatsAppAccount';

/**
 * The edit of PUT /strong/whatsapp/accounts/{id}: the description, and once only, the number
 * picked among the WABA's when the signup returned only the WABA (read from Graph again, then
 * registered when verified). `onNumberPicked` runs in the transaction that keeps the number (the
 * audit record).
 */
export async function updateWhatsAppAccount(
  services: OnboardingServices,
  account: WhatsAppAccountRow,
  fields: { description?: string; phone_number_id?: string },
  onNumberPicked?: (tx: Database, updated: WhatsAppAccountRow) => Promise<void>,
): Promise<void> {
  const now = new Date();
  if (fields.phone_number_id !== undefined && fields.phone_number_id !== account.phoneNumberId) {
    const offered = account.wabaNumbers.some((number) => number.id === fields.phone_number_id);
    if (account.phoneNumberId !== '' || !offered) throw apiError(400, m.numberNotInWaba);
    const token = decryptSecret(services.secretKey, account.businessTokenEncrypted);
    const read = await readPhoneNumber(services.runtime, token, fields.phone_number_id);
    if (!read.ok) throw graphFailure(read.answer);
    try {
      const row = await services.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(whatsappAccounts)
          .set({
            phoneNumberId: read.number.id,
            displayPhoneNumber: read.number.display_phone_number,
            verifiedName: read.number.verified_name,
            codeVerificationStatus: readStatus(read.number.code_verification_status),
            wabaNumbers: [],
            ...(fields.description === undefined ? {} : { description: fields.description }),
            updatedAt: now,
          })
          .where(eq(whatsappAccounts.id, account.id))
          .returning();
        if (updated) await onNumberPicked?.(tx, updated);
        return updated;
      });
      if (row && row.codeVerificationStatus !== 'NOT_VERIFIED') await registerNumber(services, row, now);
    } catch (error) {
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw apiError(409, m.numberAlreadyAdded);
      throw error;
    }
    return;
  }
  if (fields.description !== undefined)
    await services.db
      .update(whatsappAccounts)
      .set({ description: fields.description, updatedAt: now })
      .where(eq(whatsappAccounts.id, account.id));
}
