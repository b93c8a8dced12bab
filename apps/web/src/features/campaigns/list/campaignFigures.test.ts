import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/displayLanguage';
import { campaignRates, formatInZone, formatLocalTime, formatRate } from './campaignFigures';

const figures = {
  total: 200,
  processed: 50,
  succeeded: 40,
  failed: 5,
  errors: 0,
  pending: 150,
  skipped: 5,
  delivered: 38,
  read: 20,
  replied: 4,
  capped: 0,
  held: 0,
};

describe('campaign figures', () => {
  afterEach(async () => {
    await switchLanguage('fr');
  });

  it('counts progress over the total and rates over the messages sent', () => {
    expect(campaignRates(figures)).toEqual({
      processed: '50',
      total: '200',
      percent: 25,
      delivered: 0.95,
      read: 0.5,
      replied: 0.1,
    });
    expect(campaignRates({ ...figures, total: 0, processed: 0, succeeded: 0 })).toMatchObject({
      percent: 0,
      read: null,
    });
  });

  it('writes rates and times in the language shown and the workspace’s zone', async () => {
    expect(formatRate(0.5)).toBe('50 %');
    expect(formatRate(null)).toBeNull();
    expect(formatLocalTime('2026-11-28T09:00')).toBe('28 nov. 2026, 09:00');
    expect(formatInZone('2026-11-28T09:00:00Z', 'Africa/Abidjan')).toBe('28 nov. 2026, 09:00');
    await switchLanguage('en');
    expect(formatRate(0.5)).toBe('50%');
    expect(formatInZone('2026-11-28T09:00:00Z', 'Europe/Paris')).toBe('28 Nov 2026, 10:00');
  });
});
