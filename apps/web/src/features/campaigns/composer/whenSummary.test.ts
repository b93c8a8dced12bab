import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/displayLanguage';
import { whenSummary } from './whenSummary';

const base = { when: 'recurring' as const, date: '', time: '09:00', frequency: 'weekly' as const, until: '' };

describe('when summary', () => {
  afterEach(async () => {
    await switchLanguage('fr');
  });

  it('says now, a date, every day, chosen days and the end date', () => {
    expect(whenSummary({ ...base, when: 'now', days: [] })).toBe('Dès la validation');
    expect(whenSummary({ ...base, when: 'scheduled', date: '2026-11-28', days: [] })).toBe(
      'Le 28 novembre 2026 à 09:00',
    );
    expect(whenSummary({ ...base, frequency: 'daily', days: [] })).toBe('Chaque jour à 09:00');
    expect(whenSummary({ ...base, days: [4, 1] })).toBe('Chaque lundi et jeudi à 09:00');
    expect(whenSummary({ ...base, days: [5, 3, 1], until: '2026-12-31' })).toBe(
      'Chaque lundi, mercredi et vendredi à 09:00, jusqu’au 31 décembre 2026',
    );
  });

  it('reads seven chosen days as every day', () => {
    expect(whenSummary({ ...base, days: [1, 2, 3, 4, 5, 6, 7] })).toBe('Chaque jour à 09:00');
  });

  it('writes days and dates in the language shown', async () => {
    await switchLanguage('en');
    expect(whenSummary({ ...base, days: [1, 4], until: '2026-12-31' })).toBe(
      'Every Monday and Thursday at 09:00, until 31 December 2026',
    );
    await switchLanguage('es');
    expect(whenSummary({ ...base, days: [1, 4] })).toBe('Cada lunes y jueves a las 09:00');
  });
});
