import { messages } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { knownDevices } from '@griot/db/schema/knownDevices';
import { users } from '@griot/db/schema/users';
import { and, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { enforceRateLimits } from '../../api/enforceRateLimit';
import { createOpaqueToken, hashToken } from '../../lib/opaqueTokens';
import { consumeRateLimit, readRateLimitHits } from '../../lib/rateLimit';
import { authRateLimits } from './authRateLimits';
import { consumeCaptcha } from './captchaChallenges';

export interface LoginAttempt {
  email: string;
  ip: string;
  device?: string | undefined;
  captchaId?: string | undefined;
  captchaResponse?: string | undefined;
}

/**
 * Slows password guessing without letting anyone lock an owner out: an address that keeps
 * failing on an account waits (429); an account failing from everywhere asks each login for a
 * proof, a known device (an earlier successful login in that browser) or a solved captcha, so
 * its owner still gets in while a guesser pays a captcha per try.
 */
export async function checkLoginThrottle(db: Database, attempt: LoginAttempt): Promise<void> {
  await enforceRateLimits(db, [[authRateLimits.loginPerIp, attempt.ip]]);
  const fromAddress = await readRateLimitHits(
    db,
    authRateLimits.loginFailuresPerAddress,
    addressKey(attempt),
  );
  if (fromAddress.hits >= authRateLimits.loginFailuresPerAddress.limit) {
    const minutes = Math.max(1, Math.ceil(fromAddress.retryAfterMs / 60_000));
    throw apiError(429, messages.common.tooManyAttempts({ minutes }), {
      retryAfterSeconds: Math.ceil(fromAddress.retryAfterMs / 1000),
    });
  }
  const onAccount = await readRateLimitHits(db, authRateLimits.loginFailuresPerAccount, attempt.email);
  if (onAccount.hits < authRateLimits.loginFailuresPerAccount.limit) return;
  if (attempt.device && (await isKnownDevice(db, attempt.email, attempt.device))) return;
  if (attempt.captchaId && attempt.captchaResponse) {
    if (await consumeCaptcha(db, attempt.captchaId, attempt.captchaResponse)) return;
  }
  throw apiError(429, messages.login.captchaRequired, { captchaRequired: true });
}

/** Counts a wrong password against the account and against this address on it. */
export async function recordLoginFailure(db: Database, attempt: LoginAttempt): Promise<void> {
  await consumeRateLimit(db, authRateLimits.loginFailuresPerAddress, addressKey(attempt));
  await consumeRateLimit(db, authRateLimits.loginFailuresPerAccount, attempt.email);
}

/**
 * After a right password: the browser's device token, kept when it is already this account's,
 * else a new one. The client stores it and sends it with its next logins.
 */
export async function rememberDevice(
  db: Database,
  userId: string,
  device: string | undefined,
): Promise<string> {
  if (device) {
    const touched = await db
      .update(knownDevices)
      .set({ lastSeenAt: new Date() })
      .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, hashToken(device))))
      .returning({ id: knownDevices.id });
    if (touched.length > 0) return device;
  }
  const token = createOpaqueToken('dev');
  await db.insert(knownDevices).values({ userId, tokenHash: hashToken(token) });
  return token;
}

async function isKnownDevice(db: Database, email: string, device: string): Promise<boolean> {
  const rows = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(users.email, email), eq(knownDevices.tokenHash, hashToken(device))));
  return rows.length > 0;
}

function addressKey(attempt: LoginAttempt): string {
  return `${attempt.email}|${attempt.ip}`;
}
