import type { RateLimitRule } from '../../lib/rateLimit';
import type { WhatsAppAccountRow } from './requireOwnedWhatsAppAccount';

/**
 * Each code sent costs the business an SMS and Meta throttles numbers that ask too often; a
 * 6-digit code must not be guessable by trying. Counted per phone number, not per account row:
 * removing the number and adding it again, or adding it from a second Griot account, gives a
 * new row but the same budget.
 */
export const VERIFICATION_LIMITS = {
  send: { bucket: 'whatsapp-code-send:number', limit: 5, windowMs: 60 * 60_000 },
  check: { bucket: 'whatsapp-code-check:number', limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/**
 * The number a limit counts: its digits as Meta displays them ('+221 77 123 45 67' and
 * '221771234567' are one number), else Meta's id of it; an account without a number yet has
 * nothing to send a code to, and counts on its own.
 */
export function verificationKey(
  account: Pick<WhatsAppAccountRow, 'id' | 'displayPhoneNumber' | 'phoneNumberId'>,
): string {
  const digits = account.displayPhoneNumber.replace(/\D/g, '');
  if (digits.length >= 6) return `tel:${digits}`;
  if (account.phoneNumberId !== '') return `id:${account.phoneNumberId}`;
  return `account:${account.id}`;
}
