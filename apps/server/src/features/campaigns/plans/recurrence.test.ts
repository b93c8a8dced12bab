import { describe, expect, it } from 'vitest';
import { localToInstant, nextRun } from './recurrence';

describe('nextRun', () => {
  it('keeps 10:00 on Mondays in Paris across the spring clock change', () => {
    const weekly = { frequency: 'weekly' as const, days: [1], time: '10:00' };
    const friday = Date.parse('2026-03-27T12:00:00Z');
    expect(new Date(nextRun(weekly, 'Europe/Paris', friday) ?? 0).toISOString()).toBe(
      '2026-03-30T08:00:00.000Z',
    );
    const beforeChange = Date.parse('2026-03-20T12:00:00Z');
    expect(new Date(nextRun(weekly, 'Europe/Paris', beforeChange) ?? 0).toISOString()).toBe(
      '2026-03-23T09:00:00.000Z',
    );
  });

  it('runs daily from the next time to come, and stops after endsOn', () => {
    const daily = { frequency: 'daily' as const, days: [], time: '09:30', endsOn: '2026-11-28' };
    const at = Date.parse('2026-11-27T10:00:00Z');
    expect(new Date(nextRun(daily, 'Africa/Dakar', at) ?? 0).toISOString()).toBe('2026-11-28T09:30:00.000Z');
    expect(nextRun(daily, 'Africa/Dakar', Date.parse('2026-11-28T09:30:00Z'))).toBeUndefined();
  });

  it('reads a local time in the zone of the workspace', () => {
    expect(new Date(localToInstant('2026-07-01T09:00', 'Europe/Paris')).toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
  });
});
