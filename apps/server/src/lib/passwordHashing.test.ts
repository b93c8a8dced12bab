import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwordHashing';

describe('scrypt password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Teranga#2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('Teranga');
    expect(await verifyPassword('Teranga#2026', hash)).toBe(true);
    expect(await verifyPassword('teranga#2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('même')).not.toBe(await hashPassword('même'));
  });

  it('never matches a malformed stored hash', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$abc')).toBe(false);
  });

  it('treats composed and decomposed accents alike', async () => {
    const hash = await hashPassword('Café#2026');
    expect(await verifyPassword('Cafe\u0301#2026', hash)).toBe(true);
  });
});
