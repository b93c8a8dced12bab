import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { dayLabel, monthLabel, trendPercent } from './kpiSeries';

describe('KPI series', () => {
  afterEach(() => switchLanguage('fr'));

  it('rounds trends as the spec says', () => {
    expect(trendPercent([3, 4], 1)).toBe(33.3);
    expect(trendPercent([1.5, 2], 0)).toBe(33);
    expect(trendPercent([0, 4], 1)).toBeUndefined();
    expect(trendPercent([4], 0)).toBeUndefined();
    expect(trendPercent([4, 2], 1)).toBe(-50);
  });

  it('names months in French', () => {
    expect(monthLabel({ year: 2026, month: 11 })).toBe('nov. 26');
    expect(dayLabel('2026-11-05')).toBe('05/11');
  });

  it('names months in the language shown', async () => {
    await switchLanguage('en');
    expect(monthLabel({ year: 2026, month: 11 })).toBe('Nov 26');
    await switchLanguage('es');
    expect(monthLabel({ year: 2026, month: 1 })).toBe('ene 26');
  });
});
