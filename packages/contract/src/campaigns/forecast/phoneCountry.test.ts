import { describe, expect, it } from 'vitest';
import { phoneCountry, prefixCountry } from './phoneCountry';

describe('phoneCountry', () => {
  it('tells the country of a number from its calling code, with or without +', () => {
    expect(phoneCountry('+221771234567')).toBe('SN');
    expect(phoneCountry('2250701020304')).toBe('CI');
    expect(phoneCountry('33612345678')).toBe('FR');
    expect(phoneCountry('2348031234567')).toBe('NG');
    expect(phoneCountry('14155550123')).toBe('US');
  });

  it('answers * for what is no number', () => {
    expect(phoneCountry('')).toBe('*');
    expect(phoneCountry('visitor-42')).toBe('*');
  });
});

describe('prefixCountry', () => {
  it('tells the country from the first four digits, North America by its area code', () => {
    expect(prefixCountry('2217')).toBe('SN');
    expect(prefixCountry('2250')).toBe('CI');
    expect(prefixCountry('3361')).toBe('FR');
    expect(prefixCountry('1415')).toBe('US');
    expect(prefixCountry('1416')).toBe('CA');
    expect(prefixCountry('4479')).toBe('GB');
    expect(prefixCountry('tg-4')).toBe('*');
  });
});
