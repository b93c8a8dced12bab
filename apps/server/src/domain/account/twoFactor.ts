import { randomInt } from 'node:crypto';
import type { Database } from '@griot/db/openDatabase';
import { recoveryCodes } from '@griot/db/schema/recoveryCodes';
import { users } from '@griot/db/schema/users';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { hashToken } from '../../lib/opaqueTokens';
import { decryptSecret } from '../../lib/secretBox';

/** TOTP as authenticator apps expect it (RFC 6238 defaults): SHA-1, 6 digits, 30 s. */
const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed as it changes. */
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: recovery codes are copied from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function totpFor(secretBase32: string, accountEmail: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: 'Griot',
    label: accountEmail,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** The time step a 6-digit code belongs to, or null when it matches none near `now`. */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32, '').validate({ token, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Ten codes such as 'k7mq-2xpa', each usable once instead of the app's code. */
export function generateRecoveryCodes(): string[] {
  const part = () =>
    Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** What a person may type for a recovery code: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export type SecondFactorCheck = 'ok' | 'wrong' | 'reused';

interface TwoFactorUser {
  id: string;
  totpSecretEncrypted: string | null;
}

/**
 * Checks a second factor: the app's current code (each time step accepted once, so a code seen
 * over a shoulder cannot be replayed) or an unused recovery code (used up by this call). The
 * updates are conditional, so two logins racing with the same code cannot both pass.
 */
export async function checkSecondFactor(
  db: Database,
  secretKey: Buffer,
  user: TwoFactorUser,
  code: string,
  now = Date.now(),
): Promise<SecondFactorCheck> {
  if (!user.totpSecretEncrypted) return 'wrong';
  const step = totpStep(decryptSecret(secretKey, user.totpSecretEncrypted), code, now);
  if (step !== null) {
    const taken = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return taken.length > 0 ? 'ok' : 'reused';
  }
  const recovery = normaliseRecoveryCode(code);
  if (recovery.length !== 8) return 'wrong';
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashToken(recovery)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (used.length > 0) return 'ok';
  const spent = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, hashToken(recovery))));
  return spent.length > 0 ? 'reused' : 'wrong';
}

/** Replaces the account's recovery codes by new ones (hashed), returning them to show once. */
export async function replaceRecoveryCodes(db: Pick<Database, 'delete' | 'insert'>, userId: string) {
  const codes = generateRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashToken(normaliseRecoveryCode(code)) })));
  return codes;
}
