import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Checks `X-Telegram-Bot-Api-Secret-Token` against the `secret_token` given to setWebhook, in
 * constant time. Both sides are hashed first so the comparison takes the same time whatever the
 * lengths; an empty configured secret never matches.
 */
export function verifyTelegramSecret(header: string | undefined, secret: string): boolean {
  if (!header || !secret) return false;
  const received = createHash('sha256').update(header).digest();
  const expected = createHash('sha256').update(secret).digest();
  return timingSafeEqual(received, expected);
}
