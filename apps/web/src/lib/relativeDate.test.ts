import { describe, expect, it } from 'vitest';
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
