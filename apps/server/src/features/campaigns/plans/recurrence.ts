import type { StoredRecurrence } from '@griot/db/schema/campaignPlans';
import { zonedToInstant } from '@griot/flow-engine/waitUntilDelay';
import { zonedParts } from '@griot/flow-engine/zonedClock';

/** Days looked ahead for the next run: a week covers every weekly pattern. */
const LOOKAHEAD_DAYS = 8;

/**
 * The first run of `recurrence` strictly after `after`, in `timeZone` (wall-clock time kept across
 * clock changes: 10:00 stays 10:00 in summer and winter), or undefined once past endsOn.
 */
export function nextRun(recurrence: StoredRecurrence, timeZone: string, after: number): number | undefined {
  const [hour = 0, minute = 0] = recurrence.time.split(':').map(Number);
  const today = zonedParts(after, timeZone);
  for (let extra = 0; extra <= LOOKAHEAD_DAYS; extra += 1) {
    // Date.UTC carries a day past the month's end; the weekday is read from the same calendar date.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + extra));
    const isoWeekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
    if (recurrence.frequency === 'weekly' && !recurrence.days.includes(isoWeekday)) continue;
    const day = date.toISOString().slice(0, 10);
    if (recurrence.endsOn && day > recurrence.endsOn) return undefined;
    const at = zonedToInstant(
      { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute },
      timeZone,
    );
    if (at > after) return at;
  }
  return undefined;
}

/** The instant a local 'YYYY-MM-DDTHH:mm' of `timeZone` stands for. */
export function localToInstant(local: string, timeZone: string): number {
  const [day = '', time = ''] = local.split('T');
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return zonedToInstant({ year, month, day: date, hour, minute }, timeZone);
}

/** An instant as the workspace reads it: 'YYYY-MM-DDTHH:mm' in `timeZone`. */
export function instantToLocal(instant: number, timeZone: string): string {
  const parts = zonedParts(instant, timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${parts.year}-${two(parts.month)}-${two(parts.day)}T${two(parts.hour)}:${two(parts.minute)}`;
}
