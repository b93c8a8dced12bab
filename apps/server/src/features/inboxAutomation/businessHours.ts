import type { InboxSettings } from '@griot/contract/inbox/inboxSchemas';
import { zonedParts } from '@griot/flow-engine/zonedClock';

/** A workspace's business hours as its settings hold them (days 0 = Sunday … 6 = Saturday). */
export type BusinessHours = Pick<InboxSettings['business_hours'], 'timezone' | 'days'>;

/** The weekday (0 = Sunday) and the wall-clock time "HH:MM" of `at` in `timeZone` (its DST included). */
export function localTime(at: Date, timeZone: string): { day: number; time: string } {
  const wall = zonedParts(at.getTime(), timeZone);
  return { day: wall.weekday, time: `${twoDigits(wall.hour)}:${twoDigits(wall.minute)}` };
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Whether `at` falls inside the business hours: the local day has hours, and the local time is
 * from its start (included) to its end (excluded), as a shop that opens at 09:00 and closes at
 * 18:00 is open at 09:00 and closed at 18:00. A day missing from the list is closed all day. An
 * unknown time zone counts as always open: no away message on a setting the save refuses anyway.
 */
export function isWithinBusinessHours(hours: BusinessHours, at: Date): boolean {
  let local: { day: number; time: string };
  try {
    local = localTime(at, hours.timezone);
  } catch {
    return true;
  }
  const today = hours.days.find((entry) => entry.day === local.day);
  return today !== undefined && local.time >= today.start && local.time < today.end;
}
