import { listCountries } from '@griot/contract/auth/countries';
import { checkNationalPhone } from '@griot/contract/auth/phoneRules';
import { describe, expect, it } from 'vitest';
import { formatNationalPhone, nationalDigitsFromInput, phoneExampleHint } from './phoneFormat';

describe('phoneFormat', () => {
  it('groups the national digits as the country writes them', () => {
    expect(formatNationalPhone('SN', '771234567')).toBe('77 123 45 67');
    expect(formatNationalPhone('FR', '0612345678')).toBe('06 12 34 56 78');
    expect(formatNationalPhone('SN', '')).toBe('');
  });

  it('gives an example per country', () => {
    expect(phoneExampleHint('SN')).toBe('Ex : 70 123 45 67');
    expect(phoneExampleHint('FR')).toBe('Ex : 06 12 34 56 78');
    // With its trunk 0 the German example has 12 digits, more than the 10-11 allowed.
    expect(phoneExampleHint('DE')?.replace(/\D/g, '')).toBe('15123456789');
    expect(phoneExampleHint('ZZ')).toBeUndefined();
  });

  it('gives every country an example its own length rule accepts', () => {
    expect(phoneExampleHint('CI')?.replace(/\D/g, '')).toHaveLength(8);
    for (const { code } of listCountries()) {
      const hint = phoneExampleHint(code);
      if (hint === undefined) continue;
      expect(checkNationalPhone(code, hint.replace(/^Ex : /, '')), `${code}: ${hint}`).toBeUndefined();
    }
  });

  it('keeps digits only, and drops the dial code of a pasted international number', () => {
    expect(nationalDigitsFromInput('77 a12-3', '+221')).toBe('77123');
    expect(nationalDigitsFromInput('+221 77 123 45 67', '+221')).toBe('771234567');
    expect(nationalDigitsFromInput('00221771234567', '+221')).toBe('771234567');
    expect(nationalDigitsFromInput('221771234567', '+221')).toBe('221771234567');
  });
});
