import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS } from '@griot/contract/constants';
import type { Database } from '@griot/db/openDatabase';
import { captchaChallenges } from '@griot/db/schema/captchaChallenges';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { randomCaptchaText, renderCaptchaSvg } from './captchaImage';

/** Makes brute-forcing the digest of a 6-character answer cost hours, each keystroke a few ms. */
export const CAPTCHA_DIGEST_ITERATIONS = 20_000;

export interface IssuedCaptcha {
  captchaId: string;
  image: string;
  salt: string;
  digest: string;
  iterations: number;
  expiresAt: string;
}

/** Issues a single-use challenge valid 10 minutes. */
export async function issueCaptcha(db: Database, now = new Date()): Promise<IssuedCaptcha> {
  const answer = randomCaptchaText(CAPTCHA_LENGTH);
  const salt = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  const [row] = await db
    .insert(captchaChallenges)
    .values({ answer, expiresAt })
    .returning({ id: captchaChallenges.id });
  if (!row) throw new Error('captcha insert returned nothing');
  return {
    captchaId: row.id,
    image: renderCaptchaSvg(answer),
    salt,
    digest: await captchaDigest(answer, salt),
    iterations: CAPTCHA_DIGEST_ITERATIONS,
    expiresAt: expiresAt.toISOString(),
  };
}

const pbkdf2Async = promisify(pbkdf2);

/** Off the event loop: 20,000 rounds take several milliseconds. */
export async function captchaDigest(answer: string, salt: string): Promise<string> {
  const key = await pbkdf2Async(answer.toUpperCase(), salt, CAPTCHA_DIGEST_ITERATIONS, 32, 'sha256');
  return key.toString('hex');
}

/**
 * Uses up the challenge, whatever the answer: one try per challenge. True when it existed, had not
 * expired nor been used, and `response` matches it case-insensitively.
 */
export async function consumeCaptcha(db: Database, captchaId: string, response: string): Promise<boolean> {
  const [row] = await db
    .update(captchaChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(captchaChallenges.id, captchaId),
        isNull(captchaChallenges.usedAt),
        gt(captchaChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ answer: captchaChallenges.answer });
  if (!row) return false;
  const expected = Buffer.from(row.answer.toUpperCase());
  const given = Buffer.from(response.trim().toUpperCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The answer of a live challenge: only the NODE_ENV=test seam calls this. */
export async function peekCaptchaAnswer(db: Database, captchaId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ answer: captchaChallenges.answer })
    .from(captchaChallenges)
    .where(and(eq(captchaChallenges.id, captchaId), isNull(captchaChallenges.usedAt)));
  return row?.answer;
}

export async function pruneCaptchaChallenges(db: Database): Promise<void> {
  const dayAgo = new Date(Date.now() - 24 * 60 * 60_000);
  await db
    .delete(captchaChallenges)
    .where(or(lt(captchaChallenges.expiresAt, new Date()), lt(captchaChallenges.createdAt, dayAgo)));
}
