import { describe, expect, it } from 'vitest';
import { growthPercent } from './growthPercent';

describe('growthPercent', () => {
  it('compares the top chatbot with the mean of the other three', () => {
    // Mean of the others: (60 + 40 + 20) / 3 = 40; 100 is 150 % above it.
    expect(growthPercent([100, 60, 40, 20])).toBe(150);
  });

  it('rounds to the nearest whole percent', () => {
    // Mean of the others: 30; (35 - 30) / 30 = 16.67 %.
    expect(growthPercent([35, 30, 30, 30])).toBe(17);
  });

  it('finds the top value whatever the order', () => {
    expect(growthPercent([20, 100, 40, 60])).toBe(150);
  });

  it('works with two or three chatbots', () => {
    expect(growthPercent([30, 20])).toBe(50);
    expect(growthPercent([30, 20, 10])).toBe(100);
  });

  it('gives 0 when every chatbot has the same count', () => {
    expect(growthPercent([12, 12, 12, 12])).toBe(0);
  });

  it('gives null with fewer than two chatbots', () => {
    expect(growthPercent([])).toBeNull();
    expect(growthPercent([42])).toBeNull();
  });

  it('gives null when the others have no discussion', () => {
    expect(growthPercent([10, 0, 0, 0])).toBeNull();
    expect(growthPercent([0, 0, 0, 0])).toBeNull();
  });
});
