import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './emailRules';

describe('email rules', () => {
  it.each(['awa@example.sn', 'a.b+c@sub.domaine.fr', '  awa@example.sn  '])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(['', 'awa', 'awa@', 'awa@example', '@example.sn', 'a wa@example.sn', 'awa@exa mple.sn'])(
    'refuses %j',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );

  it('compares emails trimmed and lower-cased', () => {
    expect(normalizeEmail('  Awa.Diop@Example.SN ')).toBe('awa.diop@example.sn');
  });
});
