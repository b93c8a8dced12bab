import { describe, expect, it } from 'vitest';
import { type BusinessHours, isWithinBusinessHours, localTime } from './businessHours';

const weekdays = (timezone: string): BusinessHours => ({
  timezone,
  days: [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '18:00' })),
});

describe('business hours', () => {
  it('Africa/Dakar (UTC all year): from the start included to the end excluded, weekdays only', () => {
    const dakar = weekdays('Africa/Dakar');
    // Wednesday 25 November 2026.
    expect(isWithinBusinessHours(dakar, new Date('2026-11-25T08:59:59Z'))).toBe(false);
    expect(isWithinBusinessHours(dakar, new Date('2026-11-25T09:00:00Z'))).toBe(true);
    expect(isWithinBusinessHours(dakar, new Date('2026-11-25T17:59:59Z'))).toBe(true);
    expect(isWithinBusinessHours(dakar, new Date('2026-11-25T18:00:00Z'))).toBe(false);
    // Saturday and Sunday have no hours.
    expect(isWithinBusinessHours(dakar, new Date('2026-11-28T12:00:00Z'))).toBe(false);
    expect(isWithinBusinessHours(dakar, new Date('2026-11-29T12:00:00Z'))).toBe(false);
    // The same hours in July: Dakar has no summer time.
    expect(isWithinBusinessHours(dakar, new Date('2026-07-01T09:00:00Z'))).toBe(true);
  });

  it('Europe/Paris follows its summer time: 09:00 is 08:00 UTC in July and 08:00 UTC in winter is 09:00', () => {
    const paris = weekdays('Europe/Paris');
    // Wednesday 1 July 2026 (UTC+2).
    expect(isWithinBusinessHours(paris, new Date('2026-07-01T06:59:00Z'))).toBe(false);
    expect(isWithinBusinessHours(paris, new Date('2026-07-01T07:00:00Z'))).toBe(true);
    expect(isWithinBusinessHours(paris, new Date('2026-07-01T15:59:00Z'))).toBe(true);
    expect(isWithinBusinessHours(paris, new Date('2026-07-01T16:00:00Z'))).toBe(false);
    // Wednesday 25 November 2026 (UTC+1).
    expect(isWithinBusinessHours(paris, new Date('2026-11-25T07:59:00Z'))).toBe(false);
    expect(isWithinBusinessHours(paris, new Date('2026-11-25T08:00:00Z'))).toBe(true);
    expect(isWithinBusinessHours(paris, new Date('2026-11-25T16:59:00Z'))).toBe(true);
    expect(isWithinBusinessHours(paris, new Date('2026-11-25T17:00:00Z'))).toBe(false);
  });

  it('the day is the local one: late Sunday in UTC is already Monday in Tokyo, early Monday is still Sunday in New York', () => {
    expect(localTime(new Date('2026-11-29T23:30:00Z'), 'Asia/Tokyo')).toEqual({ day: 1, time: '08:30' });
    expect(localTime(new Date('2026-11-30T03:00:00Z'), 'America/New_York')).toEqual({
      day: 0,
      time: '22:00',
    });
    const tokyo = { timezone: 'Asia/Tokyo', days: [{ day: 1, start: '08:00', end: '12:00' }] };
    expect(isWithinBusinessHours(tokyo, new Date('2026-11-29T23:30:00Z'))).toBe(true);
    expect(isWithinBusinessHours(tokyo, new Date('2026-11-30T23:30:00Z'))).toBe(false);
  });

  it('midnight is 00:00, each day has its own hours, and no day means closed', () => {
    const shop: BusinessHours = {
      timezone: 'Africa/Dakar',
      days: [
        { day: 6, start: '00:00', end: '12:00' },
        { day: 0, start: '10:00', end: '23:59' },
      ],
    };
    expect(isWithinBusinessHours(shop, new Date('2026-11-28T00:00:00Z'))).toBe(true);
    expect(isWithinBusinessHours(shop, new Date('2026-11-28T12:00:00Z'))).toBe(false);
    expect(isWithinBusinessHours(shop, new Date('2026-11-29T23:58:00Z'))).toBe(true);
    expect(isWithinBusinessHours(shop, new Date('2026-11-29T09:59:00Z'))).toBe(false);
    expect(isWithinBusinessHours({ timezone: 'Africa/Dakar', days: [] }, new Date())).toBe(false);
  });

  it('an unknown time zone counts as open (no away message on a broken setting)', () => {
    expect(isWithinBusinessHours({ timezone: 'Mars/Olympus', days: [] }, new Date())).toBe(true);
  });
});
