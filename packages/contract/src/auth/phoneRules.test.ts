import { describe, expect, it } from 'vitest';
import { checkFullPhone, checkNationalPhone, dialCodeOf, phoneDigits, phoneLengthRange } from './phoneRules';

describe('phone length ranges per country', () => {
  it.each([
    ['FR', 9, 10],
    ['SN', 9, 9],
    ['US', 10, 10],
    ['CA', 10, 10],
    ['GB', 10, 11],
    ['DE', 10, 11],
    ['ES', 9, 9],
    ['IT', 9, 10],
    ['MA', 9, 9],
    ['DZ', 9, 9],
    ['CI', 8, 8],
    ['CM', 9, 9],
    ['MG', 9, 9],
    ['TN', 8, 8],
    ['BJ', 7, 15],
    ['sn', 9, 9],
  ])('%s allows %i to %i digits', (country, min, max) => {
    expect(phoneLengthRange(country)).toEqual({ min, max });
  });
});

describe('checkNationalPhone', () => {
  it('strips everything but digits', () => {
    expect(phoneDigits('77 123-45.67')).toBe('771234567');
    expect(checkNationalPhone('SN', '77 123 45 67')).toBeUndefined();
  });

  it('gives the spec messages with the counts', () => {
    expect(checkNationalPhone('SN', '')).toBe('Le numéro de téléphone est requis');
    expect(checkNationalPhone('SN', '7712')).toBe('Le numéro est trop court (4/9 chiffres minimum)');
    expect(checkNationalPhone('SN', '7712345678')).toBe('Le numéro est trop long (10/9 chiffres maximum)');
    expect(checkNationalPhone('FR', '0612345678')).toBeUndefined();
    expect(checkNationalPhone('FR', '612345678')).toBeUndefined();
    expect(checkNationalPhone('CI', '0712345678')).toBe('Le numéro est trop long (10/8 chiffres maximum)');
  });
});

describe('checkFullPhone', () => {
  it('accepts the dial code plus national digits and returns E.164', () => {
    expect(checkFullPhone('SN', '+221771234567')).toEqual({
      ok: true,
      e164: '+221771234567',
      nationalDigits: '771234567',
    });
    expect(checkFullPhone('SN', '+221 77 123 45 67')).toMatchObject({ ok: true, e164: '+221771234567' });
  });

  it('gives one E.164 number for the French forms with and without the leading 0', () => {
    const withZero = checkFullPhone('FR', '+330612345678');
    const without = checkFullPhone('FR', '+33612345678');
    expect(withZero).toMatchObject({ ok: true, e164: '+33612345678' });
    expect(without).toMatchObject({ ok: true, e164: '+33612345678' });
  });

  it('refuses a number of another country, letters, or a wrong length with the server-check message', () => {
    const message = 'Le numéro de téléphone doit contenir entre 9 et 9 chiffres.';
    expect(checkFullPhone('SN', '+33612345678')).toEqual({ ok: false, message });
    expect(checkFullPhone('SN', '+22177123abc')).toEqual({ ok: false, message });
    expect(checkFullPhone('SN', '+22177123456')).toEqual({ ok: false, message });
    expect(checkFullPhone('SN', '')).toEqual({ ok: false, message: 'Le numéro de téléphone est requis' });
    expect(checkFullPhone('ZZ', '+221771234567')).toEqual({ ok: false, message: 'Le pays est requis' });
  });

  it('knows the dial codes', () => {
    expect(dialCodeOf('SN')).toBe('+221');
    expect(dialCodeOf('ci')).toBe('+225');
    expect(dialCodeOf('XX')).toBeUndefined();
  });
});
