import { describe, expect, it } from 'vitest';
import { formatLastActivity, formatRelativeActivity } from './userDates';

describe('user activity dates', () => {
  const now = new Date(2026, 10, 24, 12, 0).getTime();

  it('writes the spec’s absolute form with French months', () => {
    expect(formatLastActivity(new Date(2026, 10, 24, 9, 5).toISOString())).toBe('nov. 24, 2026 - 09:05');
    expect(formatLastActivity(new Date(2026, 1, 3, 18, 40).toISOString())).toBe('févr. 3, 2026 - 18:40');
  });

  it('says today, a weekday, or the date', () => {
    expect(formatRelativeActivity(new Date(2026, 10, 24, 9, 5).toISOString(), now)).toBe(
      "Aujourd'hui à 09:05",
    );
    expect(formatRelativeActivity(new Date(2026, 10, 21, 14, 30).toISOString(), now)).toBe('samedi à 14:30');
    expect(formatRelativeActivity(new Date(2026, 9, 2, 8, 0).toISOString(), now)).toBe(
      '2 octobre 2026 à 08:00',
    );
  });
});
