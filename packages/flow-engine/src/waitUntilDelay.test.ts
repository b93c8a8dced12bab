import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, isKnownTimeZone, waitUntilDelay, zonedToInstant } from './waitUntilDelay';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);

describe('waitUntilDelay', () => {
  it('days only: that many 24-hour days from now', () => {
    const now = at('2026-11-26T18:41:06.123Z');
    expect(waitUntilDelay({ days: 1 }, now, 'Africa/Dakar')).toBe(DAY);
    expect(waitUntilDelay({ days: 3 }, now, 'Europe/Paris')).toBe(3 * DAY);
    expect(waitUntilDelay({ days: 0 }, now, 'Africa/Dakar')).toBeUndefined();
    expect(waitUntilDelay({}, now, 'Africa/Dakar')).toBeUndefined();
  });

  it('a time only: today when still ahead, else tomorrow (Dakar is UTC all year)', () => {
    const now = at('2026-11-26T08:00:00Z');
    expect(now + (waitUntilDelay({ at: '09:30' }, now, 'Africa/Dakar') ?? 0)).toBe(
      at('2026-11-26T09:30:00Z'),
    );
    expect(now + (waitUntilDelay({ at: '07:00' }, now, 'Africa/Dakar') ?? 0)).toBe(
      at('2026-11-27T07:00:00Z'),
    );
    // The very minute is not in the future: tomorrow.
    expect(waitUntilDelay({ at: '08:00' }, now, 'Africa/Dakar')).toBe(DAY);
    expect(now + (waitUntilDelay({ at: '00:00' }, now, 'Africa/Dakar') ?? 0)).toBe(
      at('2026-11-27T00:00:00Z'),
    );
  });

  it('reads the hour in the zone given, whose date may differ from UTC', () => {
    // 23:30 UTC on the 26th is already the 27th at 00:30 in Paris (winter, UTC+1).
    const now = at('2026-11-26T23:30:00Z');
    expect(now + (waitUntilDelay({ at: '09:00' }, now, 'Europe/Paris') ?? 0)).toBe(
      at('2026-11-27T08:00:00Z'),
    );
    expect(now + (waitUntilDelay({ at: '09:00' }, now, 'Africa/Dakar') ?? 0)).toBe(
      at('2026-11-27T09:00:00Z'),
    );
    // Summer in Paris: UTC+2.
    const june = at('2026-06-10T05:00:00Z');
    expect(june + (waitUntilDelay({ at: '09:00' }, june, 'Europe/Paris') ?? 0)).toBe(
      at('2026-06-10T07:00:00Z'),
    );
  });

  it('both: HH:MM on the date that many days ahead in the zone', () => {
    const now = at('2026-11-26T18:00:00Z');
    expect(now + (waitUntilDelay({ at: '10:00', days: 2 }, now, 'Africa/Dakar') ?? 0)).toBe(
      at('2026-11-28T10:00:00Z'),
    );
    // Across the month's end.
    expect(now + (waitUntilDelay({ at: '08:15', days: 5 }, now, 'Africa/Dakar') ?? 0)).toBe(
      at('2026-12-01T08:15:00Z'),
    );
    // 0 days and the hour gone: the next day; 0 days and the hour ahead: today.
    expect(now + (waitUntilDelay({ at: '09:00', days: 0 }, now, 'Africa/Dakar') ?? 0)).toBe(
      at('2026-11-27T09:00:00Z'),
    );
    expect(now + (waitUntilDelay({ at: '20:00', days: 0 }, now, 'Africa/Dakar') ?? 0)).toBe(
      at('2026-11-26T20:00:00Z'),
    );
    // Days ahead even when today's hour is gone: the date counts from today.
    expect(now + (waitUntilDelay({ at: '09:00', days: 1 }, now, 'Africa/Dakar') ?? 0)).toBe(
      at('2026-11-27T09:00:00Z'),
    );
  });

  it('keeps the wall-clock hour across the spring clock change in Paris', () => {
    // Saturday 28 March 2026, 10:00 in Paris (UTC+1); clocks go to UTC+2 on Sunday at 02:00.
    const saturday = at('2026-03-28T09:00:00Z');
    expect(saturday + (waitUntilDelay({ at: '09:00' }, saturday, 'Europe/Paris') ?? 0)).toBe(
      at('2026-03-29T07:00:00Z'),
    );
    // The day has only 23 hours: not 24 hours later.
    expect(waitUntilDelay({ at: '10:00', days: 1 }, saturday, 'Europe/Paris')).toBe(23 * HOUR);
    // 02:30 does not exist that Sunday: an hour later, 03:30 summer time.
    expect(saturday + (waitUntilDelay({ at: '02:30' }, saturday, 'Europe/Paris') ?? 0)).toBe(
      at('2026-03-29T01:30:00Z'),
    );
    // Days only stays 24-hour days.
    expect(waitUntilDelay({ days: 1 }, saturday, 'Europe/Paris')).toBe(DAY);
  });

  it('keeps the wall-clock hour across the autumn clock change in Paris', () => {
    // Saturday 24 October 2026, 10:00 in Paris (UTC+2); clocks go back to UTC+1 on Sunday at 03:00.
    const saturday = at('2026-10-24T08:00:00Z');
    expect(waitUntilDelay({ at: '10:00', days: 1 }, saturday, 'Europe/Paris')).toBe(25 * HOUR);
    expect(saturday + (waitUntilDelay({ at: '09:00' }, saturday, 'Europe/Paris') ?? 0)).toBe(
      at('2026-10-25T08:00:00Z'),
    );
    // 02:30 happens twice that night: the second time (winter time), 01:30 UTC.
    expect(saturday + (waitUntilDelay({ at: '02:30' }, saturday, 'Europe/Paris') ?? 0)).toBe(
      at('2026-10-25T01:30:00Z'),
    );
  });

  it('refuses an unreadable time', () => {
    expect(waitUntilDelay({ at: '9h' }, 0, 'Africa/Dakar')).toBeUndefined();
  });
});

describe('zonedToInstant and zones', () => {
  it('places a wall time in its zone', () => {
    const wall = { year: 2026, month: 7, day: 14, hour: 12, minute: 0 };
    expect(zonedToInstant(wall, 'Europe/Paris')).toBe(at('2026-07-14T10:00:00Z'));
    expect(zonedToInstant(wall, 'Africa/Dakar')).toBe(at('2026-07-14T12:00:00Z'));
    expect(zonedToInstant(wall, 'America/New_York')).toBe(at('2026-07-14T16:00:00Z'));
  });

  it('knows the IANA names, not made-up ones', () => {
    expect(isKnownTimeZone(DEFAULT_TIME_ZONE)).toBe(true);
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
