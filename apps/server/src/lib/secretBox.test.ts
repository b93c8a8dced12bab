import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, secretHint } from './secretBox';

const key = randomBytes(32);

describe('secretBox', () => {
  it('round-trips and never stores the plaintext', () => {
    const sealed = encryptSecret(key, 'EAAGm0PX4ZCpsBAKZC');
    expect(sealed).not.toContain('EAAGm0PX4ZCpsBAKZC');
    expect(decryptSecret(key, sealed)).toBe('EAAGm0PX4ZCpsBAKZC');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptSecret(key, 'même')).not.toBe(encryptSecret(key, 'même'));
  });

  it('refuses another key and any tampering', () => {
    const sealed = encryptSecret(key, 'secret');
    expect(() => decryptSecret(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3] ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      decryptSecret(key, [parts[0], parts[1], parts[2], flipped.toString('base64url')].join('.')),
    ).toThrow();
    expect(() => decryptSecret(key, 'pas-un-secret')).toThrow();
  });

  it('hints with the last 4 characters only', () => {
    expect(secretHint('EAAGm0PX4ZCpsBAKZC3f9A')).toBe('••••••••3f9A');
    expect(secretHint('court')).toBe('••••••••');
  });
});
