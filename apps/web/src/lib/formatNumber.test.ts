import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber';

describe('formatNumber', () => {
  it('leaves small numbers alone', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
  });

  it('separates thousands with a plain space', () => {
    expect(formatNumber(1234)).toBe('1 234');
    expect(formatNumber(1234567)).toBe('1 234 567');
    expect(formatNumber(-12000)).toBe('-12 000');
  });

  it('never leaves a no-break space behind', () => {
    expect(formatNumber(98765432)).not.toMatch(/[\u202F\u00A0]/);
  });

  it('uses a French decimal comma', () => {
    expect(formatNumber(1234.5)).toBe('1 234,5');
  });
});
