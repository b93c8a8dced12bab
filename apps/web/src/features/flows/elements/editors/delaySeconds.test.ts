import { describe, expect, it } from 'vitest';
import { delaySeconds } from './delaySeconds';

describe('delaySeconds', () => {
  it('reads, clamps and rounds the stored delay', () => {
    expect(delaySeconds('2.5')).toBe(2.5);
    expect(delaySeconds('2.34')).toBe(2.3);
    expect(delaySeconds('9')).toBe(5);
    expect(delaySeconds('0')).toBe(1);
    expect(delaySeconds('abc')).toBe(2);
    expect(delaySeconds('')).toBe(2);
  });
});
