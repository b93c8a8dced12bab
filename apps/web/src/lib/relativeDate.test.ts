import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from './i18n/displayLanguage';
import { formatRelativeDate } from './relativeDate';

// Thursday 26 November 2026, 08:00 UTC.
const now = Date.parse('2026-11-26T08:00:00Z');
const abidjan = { now, timeZone: 'Africa/Abidjan' };

describe('formatRelativeDate', () => {
  it('says à l’instant under a minute, either side of now', () => {
    expect(formatRelativeDate('2026-11-26T07:59:30Z', abidjan)).toBe('à l’instant');
    expect(formatRelativeDate('2026-11-26T08:00:20Z', abidjan)).toBe('à l’instant');
  });

  it('counts calendar days: yesterday evening is Hier, not Aujourd’hui', () => {
    expect(formatRelativeDate('2026-11-26T06:05:00Z', abidjan)).toBe('Aujourd’hui à 06:05');
    expect(formatRelativeDate('2026-11-25T19:46:00Z', abidjan)).toBe('Hier à 19:46');
    expect(formatRelativeDate('2026-11-24T23:59:00Z', abidjan)).toBe('mardi à 23:59');
  });

  it('names a weekday only within the last six days, a date past that', () => {
    expect(formatRelativeDate('2026-11-20T10:00:00Z', abidjan)).toBe('vendredi à 10:00');
    expect(formatRelativeDate('2026-11-19T10:00:00Z', abidjan)).toBe('19 novembre 2026 à 10:00');
    expect(formatRelativeDate('2026-10-02T08:00:00Z', abidjan)).toBe('2 octobre 2026 à 08:00');
  });

  it('reads days and hours in the user’s time zone', () => {
    // 19:46 UTC on the 25th is already the 26th in Tokyo, still the 25th in Paris (20:46).
    expect(formatRelativeDate('2026-11-25T19:46:00Z', { now, timeZone: 'Asia/Tokyo' })).toBe(
      'Aujourd’hui à 04:46',
    );
    expect(formatRelativeDate('2026-11-25T19:46:00Z', { now, timeZone: 'Europe/Paris' })).toBe(
      'Hier à 20:46',
    );
    // Ten minutes after midnight in Paris, 23:50 the evening before is yesterday.
    expect(
      formatRelativeDate('2026-11-25T22:50:00Z', {
        now: Date.parse('2026-11-25T23:10:00Z'),
        timeZone: 'Europe/Paris',
      }),
    ).toBe('Hier à 23:50');
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatRelativeDate('pas une date', abidjan)).toBe('');
  });
});

describe('formatRelativeDate in the language shown', () => {
  afterEach(() => switchLanguage('fr'));

  it('reads well in English', async () => {
    await switchLanguage('en');
    expect(formatRelativeDate('2026-11-26T07:59:30Z', abidjan)).toBe('just now');
    expect(formatRelativeDate('2026-11-26T06:05:00Z', abidjan)).toBe('Today at 06:05');
    expect(formatRelativeDate('2026-11-25T19:46:00Z', abidjan)).toBe('Yesterday at 19:46');
    expect(formatRelativeDate('2026-11-24T23:59:00Z', abidjan)).toBe('Tuesday at 23:59');
    expect(formatRelativeDate('2026-10-02T08:00:00Z', abidjan)).toBe('2 October 2026 at 08:00');
  });

  it('reads well in Spanish', async () => {
    await switchLanguage('es');
    expect(formatRelativeDate('2026-11-26T08:00:20Z', abidjan)).toBe('ahora mismo');
    expect(formatRelativeDate('2026-11-26T06:05:00Z', abidjan)).toBe('Hoy a las 06:05');
    expect(formatRelativeDate('2026-11-25T19:46:00Z', abidjan)).toBe('Ayer a las 19:46');
    expect(formatRelativeDate('2026-11-20T10:00:00Z', abidjan)).toBe('viernes a las 10:00');
    expect(formatRelativeDate('2026-11-19T10:00:00Z', abidjan)).toBe('19 de noviembre de 2026 a las 10:00');
  });

  it('goes back to French at once', async () => {
    await switchLanguage('en');
    await switchLanguage('fr');
    expect(formatRelativeDate('2026-11-25T19:46:00Z', abidjan)).toBe('Hier à 19:46');
  });
});
