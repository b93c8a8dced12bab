import { describe, expect, it } from 'vitest';
import { barHeight } from './barHeight';

describe('barHeight', () => {
  it('gives 40 px to zero and 180 px to the maximum', () => {
    expect(barHeight(0, 250)).toBe(40);
    expect(barHeight(250, 250)).toBe(180);
  });

  it('is linear between the two', () => {
    expect(barHeight(50, 100)).toBe(110);
    expect(barHeight(25, 100)).toBe(75);
    expect(barHeight(75, 100)).toBe(145);
  });

  it('gives every bar 40 px when all values are zero', () => {
    expect(barHeight(0, 0)).toBe(40);
  });

  it('stays within 40-180 px on values outside the range', () => {
    expect(barHeight(-5, 100)).toBe(40);
    expect(barHeight(150, 100)).toBe(180);
    expect(barHeight(10, Number.NaN)).toBe(40);
  });
});
