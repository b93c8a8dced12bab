import { randomInt } from 'node:crypto';
import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import type { Database } from '@griot/db/openDatabase';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { eq, sql } from 'drizzle-orm';
import type { RuntimeConfig } from '../../lib/config';
import { decryptSecret, encryptSecret } from '../../lib/secretBox';
import { graphErrorDetail, postGraphAction } from './onboardingGraph';
import type { WhatsAppAccountRow } from './requireOwnedWhatsAppAccount';

/** Meta locks a number's registration for 72 hours after 10 attempts: Griot stops at 10. */
export const REGISTER_ATTEMPT_LIMIT = 10;
export const REGISTER_LOCK_MS = 72 * 3600_000;

export type RegisterOutcome = 'registered' | 'failed' | 'locked';

export interface OnboardingServices {
  db: Database;
  secretKey: Buffer;
  runtime: RuntimeConfig;
}

/**
 * `POST /{phone_number_id}/register` with the account's PIN (made and sealed on first use). Every
 * attempt is counted before it is made, so a crash still counts; after the 10th failure the
 * account is locked for 72 h, as Meta would lock the number. Never throws on a Graph refusal: the
 * outcome and last_error tell the screen.
 */
export async function registerNumber(
  services: OnboardingServices,
  account: WhatsAppAccountRow,
  now: Date = new Date(),
): Promise<RegisterOutcome> {
  if (account.registerLockedUntil && account.registerLockedUntil > now) {
    await setError(
      services.db,
      account.id,
      m.registerLocked({ until: formatDate(account.registerLockedUntil) }),
    );
    return 'locked';
  }
  const lockExpired = account.registerLockedUntil !== null;
  const pin = account.pinEncrypted
    ? decryptSecret(services.secretKey, account.pinEncrypted)
    : String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [counted] = await services.db
    .update(whatsappAccounts)
    .set({
      registerAttempts: lockExpired ? 1 : sql`${whatsappAccounts.registerAttempts} + 1`,
      registerLockedUntil: null,
      pinEncrypted: account.pinEncrypted ?? encryptSecret(services.secretKey, pin),
      updatedAt: now,
    })
    .where(eq(whatsappAccounts.id, account.id))
    .returning({ attempts: whatsappAccounts.registerAttempts });
  const token = decryptSecret(services.secretKey, account.businessTokenEncrypted);
  const result = await postGraphAction(
    services.runtime,
    token,
    `${encodeURIComponent(account.phoneNumberId)}/register`,
    { json: { messaging_product: 'whatsapp', pin } },
  );
  if (result.ok) {
    await services.db
      .update(whatsappAccounts)
      .set({ registeredAt: now, lastError: '', updatedAt: now })
      .where(eq(whatsappAccounts.id, account.id));
    return 'registered';
  }
  const attempts = counted?.attempts ?? REGISTER_ATTEMPT_LIMIT;
  const lockedUntil = attempts >= REGISTER_ATTEMPT_LIMIT ? new Date(now.getTime() + REGISTER_LOCK_MS) : null;
  await services.db
    .update(whatsappAccounts)
    .set({
      registerLockedUntil: lockedUntil,
      lastError: lockedUntil
        ? m.registerLocked({ until: formatDate(lockedUntil) })
        : m.registerFailed({ detail: graphErrorDetail(result.answer) }),
      updatedAt: now,
    })
    .where(eq(whatsappAccounts.id, account.id));
  return lockedUntil ? 'locked' : 'failed';
}

async function setError(db: Database, id: string, message: string): Promise<void> {
  await db.update(whatsappAccounts).set({ lastError: message }).where(eq(whatsappAccounts.id, id));
}

/** dd/mm/yyyy à HH:MM, Paris time: what the French message shows. */
function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(date);
}
