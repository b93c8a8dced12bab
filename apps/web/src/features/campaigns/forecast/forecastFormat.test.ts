import { describe, expect, it } from 'vitest';
import {
  activeExclusions,
  countryName,
  durationParts,
  formatMoney,
  limitState,
  waterfallRows,
} from './forecastFormat';

const excluded = {
  optedOut: 2,
  invalidNumber: 0,
  notOnWhatsApp: 1,
  outsideWindow: 0,
  noMarketingOptIn: 4,
  frequencyCap: 0,
};

describe('waterfallRows', () => {
  it('goes from the segment down through each exclusion to the reach', () => {
    expect(waterfallRows({ segment: 10, excluded, reach: 3 })).toEqual([
      { key: 'segment', offset: 0, kept: 10, removed: 0 },
      { key: 'optedOut', offset: 8, kept: 0, removed: 2 },
      { key: 'notOnWhatsApp', offset: 7, kept: 0, removed: 1 },
      { key: 'noMarketingOptIn', offset: 3, kept: 0, removed: 4 },
      { key: 'reach', offset: 0, kept: 3, removed: 0 },
    ]);
  });
});

describe('activeExclusions', () => {
  it('keeps those that removed someone, largest first', () => {
    expect(activeExclusions(excluded)).toEqual([
      ['noMarketingOptIn', 4],
      ['optedOut', 2],
      ['notOnWhatsApp', 1],
    ]);
  });
});

describe('durationParts', () => {
  it('cuts seconds into hours and minutes, minutes and seconds, or seconds', () => {
    expect(durationParts(12_837)).toEqual({ unit: 'hours', hours: 3, minutes: 33 });
    expect(durationParts(65)).toEqual({ unit: 'minutes', minutes: 1, seconds: 5 });
    expect(durationParts(0.2)).toEqual({ unit: 'seconds', seconds: 1 });
  });
});

describe('limitState', () => {
  const limit = { tier: 'TIER_1K', limit: 1000, usedToday: 100, left: 900, needed: 100, exceeded: false };
  it('is red over the limit, orange near it, fine below, unknown without an account', () => {
    expect(limitState({ ...limit, needed: 901, exceeded: true })).toBe('exceeded');
    expect(limitState({ ...limit, needed: 800 })).toBe('tight');
    expect(limitState(limit)).toBe('ok');
    expect(limitState({ ...limit, limit: null, left: null })).toBe('ok');
    expect(limitState(null)).toBe('unknown');
  });
});

describe('formatMoney and countryName', () => {
  it('keeps four decimals below a unit, two above, in the display language', () => {
    expect(formatMoney(0.0225, 'USD', 'fr')).toBe('0,0225 $US');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
  });

  it('names a country in the display language, null for the rest of the world', () => {
    expect(countryName('SN', 'fr')).toBe('Sénégal');
    expect(countryName('CI', 'en')).toBe('Côte d’Ivoire');
    expect(countryName('*', 'fr')).toBeNull();
  });
});
