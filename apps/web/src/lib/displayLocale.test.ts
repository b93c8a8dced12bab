import { afterEach, describe, expect, it } from 'vitest';
import { displayLocale, formatLongDate, formatRelative } from './displayLocale';
import { formatNumber } from './formatNumber';
import { switchLanguage } from './i18n/displayLanguage';

describe('displayLocale', () => {
  afterEach(() => switchLanguage('fr'));

  it('formats in French until another language is chosen, then in that one at once', async () => {
    expect(displayLocale()).toBe('fr-FR');
    expect(formatLongDate('2026-04-12T10:00:00Z')).toBe('12 avril 2026');
    expect(formatNumber(12500)).toBe('12 500');
    await switchLanguage('en');
    expect(formatLongDate('2026-04-12T10:00:00Z')).toBe('12 April 2026');
    expect(formatNumber(12500)).toBe('12,500');
    await switchLanguage('es');
    expect(formatLongDate('2026-04-12T10:00:00Z')).toBe('12 de abril de 2026');
  });

  it('says when in words one would write, never « cette minute-ci »', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(formatRelative('2026-11-24T12:00:00Z', now)).toBe('à l’instant');
    expect(formatRelative('2026-11-22T12:00:00Z', now)).toMatch(/^dimanche à \d\d:00$/);
  });
});
