import { zonedParts } from './zonedClock';

export { isKnownTimeZone } from './zonedClock';

/** The time zone a wait-until reads its hour in when the runtime gives none (Griot's home market). */
export const DEFAULT_TIME_ZONE = 'Africa/Dakar';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a wait-until asks for: a time of day, a number of days, or both. */
export interface WaitUntilTarget {
  /** 'HH:MM' in the time zone. */
  at?: string | undefined;
  days?: number | undefined;
}

/**
 * How long to wait from `now`, in ms:
 * - days only: exactly that many 24-hour days;
 * - a time only: the next HH:MM in `timeZone` (today when still ahead, else tomorrow);
 * - both: HH:MM on the date `days` days from today in `timeZone`; when that moment is not in the
 *   future (0 days and the hour gone), the day after.
 * Wall times are placed in the zone with its own offset on that date, so a follow-up at 09:00 in
 * Europe/Paris stays at 09:00 across the spring and autumn clock changes. Undefined when the
 * element asks for neither or its time is unreadable.
 */
export function waitUntilDelay(target: WaitUntilTarget, now: number, timeZone: string): number | undefined {
  const days = target.days ?? 0;
  if (target.at === undefined) return days > 0 ? days * DAY_MS : undefined;
  const time = /^(\d{2}):(\d{2})$/.exec(target.at);
  if (!time) return undefined;
  const hour = Number(time[1]);
  const minute = Number(time[2]);
  const today = zonedParts(now, timeZone);
  for (let extra = 0; extra <= 2; extra += 1) {
    const at = zonedToInstant(
      { year: today.year, month: today.month, day: today.day + days + extra, hour, minute },
      timeZone,
    );
    if (at > now) return at - now;
  }
  return undefined;
}

/** A wall-clock moment; `day` may overflow the month (Date.UTC carries it). */
interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The instant at which the clocks of `timeZone` show `wall`. A time skipped by a spring clock change
 * (02:30 in Paris on the last Sunday of March) lands an hour later; a time met twice in autumn, on
 * its second occurrence.
 */
export function zonedToInstant(wall: WallTime, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const firstGuess = asUtc - offsetAt(asUtc, timeZone);
  const offset = offsetAt(firstGuess, timeZone);
  return asUtc - offset;
}

/** How far ahead of UTC the zone's clocks are at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  const parts = zonedParts(wholeSecond, timeZone);
  const wallAsUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wallAsUtc - wholeSecond;
}
