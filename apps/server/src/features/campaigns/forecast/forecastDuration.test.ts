import { describe, expect, it } from 'vitest';
import { NumberPacer } from '../../broadcasts/numberPacer';
import { forecastDuration, pacedRate } from './forecastDuration';
import { tierLimit } from './messagingLimit';

describe('forecastDuration', () => {
  it('paces as the broadcast worker does, whatever the configured rate', () => {
    for (const rate of [5, 20, 80, 250, 1000])
      expect(1000 / pacedRate(rate)).toBeCloseTo(new NumberPacer(() => rate).slotIntervalMs(), 6);
  });

  it('gives the time for the reach at that pace, and the rate it used', () => {
    expect(forecastDuration(100_000, 80)).toEqual({ ratePerSecond: 77.9, seconds: 1284 });
    expect(forecastDuration(0, 80)).toEqual({ ratePerSecond: 77.9, seconds: 0 });
  });
});

describe('tierLimit', () => {
  it("reads Meta's tiers, unlimited as null and an unknown one as the lowest", () => {
    expect(tierLimit('TIER_250')).toBe(250);
    expect(tierLimit('TIER_1K')).toBe(1000);
    expect(tierLimit('TIER_100K')).toBe(100_000);
    expect(tierLimit('TIER_UNLIMITED')).toBeNull();
    expect(tierLimit('UNKNOWN')).toBe(250);
  });
});
