import { describe, expect, it } from 'vitest';
import { fromLocalInputValue, snoozeChoices, toLocalInputValue } from './snoozeTimes';

describe('snooze choices', () => {
  it('offers 1 h, 3 h, tomorrow 9:00 and next Monday 9:00 in local time', () => {
    // Thursday 26 November 2026, 15:40 local.
    const now = new Date(2026, 10, 26, 15, 40);
    const choices = snoozeChoices(now);
    expect(choices.inOneHour.getTime() - now.getTime()).toBe(3_600_000);
    expect(choices.inThreeHours.getTime() - now.getTime()).toBe(3 * 3_600_000);
    expect(toLocalInputValue(choices.tomorrow)).toBe('2026-11-27T09:00');
    expect(toLocalInputValue(choices.monday)).toBe('2026-11-30T09:00');
  });

  it('takes next week’s Monday on a Monday, and crosses a month end', () => {
    expect(toLocalInputValue(snoozeChoices(new Date(2026, 10, 30, 8, 0)).monday)).toBe('2026-12-07T09:00');
    expect(toLocalInputValue(snoozeChoices(new Date(2026, 10, 29, 23, 0)).monday)).toBe('2026-11-30T09:00');
    expect(toLocalInputValue(snoozeChoices(new Date(2026, 11, 31, 20, 0)).tomorrow)).toBe('2027-01-01T09:00');
  });

  it('reads a datetime-local value back as local time', () => {
    expect(fromLocalInputValue('2026-11-27T09:00')?.getTime()).toBe(new Date(2026, 10, 27, 9, 0).getTime());
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('demain')).toBeNull();
  });
});
