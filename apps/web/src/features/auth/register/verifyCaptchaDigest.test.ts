import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canVerifyCaptchaLocally, verifyCaptchaDigest } from './verifyCaptchaDigest';

/** The server's derivation (apps/server captchaChallenges): the hex salt is used as text. */
function serverDigest(answer: string, salt: string, iterations: number): string {
  return pbkdf2Sync(answer.toUpperCase(), salt, iterations, 32, 'sha256').toString('hex');
}

const salt = '9f86d081884c7d659a2feaa0c55ad015';
const iterations = 2_000;
const params = { salt, digest: serverDigest('aB3xY9', salt, iterations), iterations };

describe('verifyCaptchaDigest', () => {
  it('runs in this environment', () => {
    expect(canVerifyCaptchaLocally()).toBe(true);
  });

  it("accepts the answer whatever its case, as Node's pbkdf2 computed it", async () => {
    await expect(verifyCaptchaDigest('AB3XY9', params)).resolves.toBe(true);
    await expect(verifyCaptchaDigest('ab3xy9', params)).resolves.toBe(true);
    await expect(verifyCaptchaDigest(' aB3xY9 ', params)).resolves.toBe(true);
  });

  it('refuses any other text', async () => {
    await expect(verifyCaptchaDigest('AB3XY8', params)).resolves.toBe(false);
    await expect(verifyCaptchaDigest('AB3XY', params)).resolves.toBe(false);
  });

  it('uses the salt as text, not as decoded hex bytes', async () => {
    const decodedSaltDigest = pbkdf2Sync('AB3XY9', Buffer.from(salt, 'hex'), iterations, 32, 'sha256');
    await expect(
      verifyCaptchaDigest('AB3XY9', { ...params, digest: decodedSaltDigest.toString('hex') }),
    ).resolves.toBe(false);
  });
});
