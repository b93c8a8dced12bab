import type { InboxSettings } from '@griot/contract/inbox/inboxSchemas';

/** A workspace's business hours as its settings hold them (days 0 = Sunday … 6 = Saturday). */
export type BusinessHours = Pick<InboxSettings['business_hours'], 'timezone' | 'days'>;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** One formatter per time zone: building one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The weekday (0 = Sunday) and the wall-clock time "HH:MM" of `at` in `timeZone` (its DST included). */
export function localTime(at: Date, timeZone: string): { day: number; time: string } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return { day: WEEKDAYS.indexOf(part('weekday')), time: `${part('hour')}:${part('minute')}` };
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
