import { describe, expect, it } from 'vitest';
import { formatPhone } from './formatPhone';

describe('formatPhone', () => {
  it('groups each number as its country writes it', () => {
    expect(formatPhone('+221771234567')).toBe('+221 77 123 45 67');
    expect(formatPhone('221771234567')).toBe('+221 77 123 45 67');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('+2250707214836')).toBe('+225 07 07 21 48 36');
    expect(formatPhone('2250102030405')).toBe('+225 01 02 03 04 05');
    expect(formatPhone('+237671234567')).toBe('+237 6 71 23 45 67');
    expect(formatPhone('+1 (555) 000-1234')).toBe('+1 555 000 1234');
  });

  it('writes a national number in pairs, groups by three what it cannot place, and is empty for the rest', () => {
    expect(formatPhone('0612345678')).toBe('06 12 34 56 78');
    expect(formatPhone('+999 1234567')).toBe('+999 123 456 7');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('12')).toBe('');
  });
});
