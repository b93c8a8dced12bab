import { describe, expect, it } from 'vitest';
import { frenchDecimal, frenchFileSize } from './frenchNumbers';

describe('French numbers', () => {
  it('writes decimals with a comma and fixed digits', () => {
    expect(frenchDecimal(0.25123, 3)).toBe('0,251');
    expect(frenchDecimal(5, 1)).toBe('5,0');
    expect(frenchDecimal(1234.5, 1)).toBe('1 234,5');
  });

  it('writes sizes in 1024 steps with French units', () => {
    expect(frenchFileSize(0)).toBe('0,0 o');
    expect(frenchFileSize(24_678)).toBe('24,1 Ko');
    expect(frenchFileSize(10_485_760)).toBe('10,0 Mo');
    expect(frenchFileSize(3 * 1024 ** 3)).toBe('3,0 Go');
  });
});
