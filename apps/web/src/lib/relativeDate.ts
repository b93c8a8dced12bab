import { displayLocale } from './i18n/displayLanguage';
import { libTexts } from './texts/libTexts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface Formats {
  day: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  weekday: Intl.DateTimeFormat;
  date: Intl.DateTimeFormat;
}

// Made once per language and time zone: a formatter costs far more to build than to use (tables
// format a date per row).
const formatsByZone = new Map<string, Formats>();

function formatsFor(timeZone: string | undefined): Formats {
  const locale = displayLocale();
  const key = `${locale}|${timeZone ?? ''}`;
  let formats = formatsByZone.get(key);
  if (!formats) {
    const zone = timeZone ? { timeZone } : {};
    formats = {
      // A calendar day's digits only, whatever the language: en-CA writes 2026-11-26.
      day: new Intl.DateTimeFormat('en-CA', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      time: new Intl.DateTimeFormat(locale, { ...zone, hour: '2-digit', minute: '2-digit' }),
      weekday: new Intl.DateTimeFormat(locale, { ...zone, weekday: 'long' }),
      date: new Intl.DateTimeFormat(locale, { ...zone, day: 'numeric', month: 'long', year: 'numeric' }),
    };
    formatsByZone.set(key, formats);
  }
  return formats;
}

/** How many calendar days before `now` an instant falls, in the zone (the browser's unless given). */
export function calendarDaysAgo(
  instant: number,
  { now = Date.now(), timeZone }: { now?: number; timeZone?: string } = {},
): number {
  const { day } = formatsFor(timeZone);
  return calendarDay(now, day) - calendarDay(instant, day);
}

/** The calendar day of an instant in the zone, as a count of days since 1970. */
function calendarDay(instant: number, format: Intl.DateTimeFormat): number {
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / DAY_MS;
}

/**
 * When something happened, as a person says it, in the language shown: 'à l’instant' under a
 * minute, 'Aujourd’hui à 19:46', 'Hier à 19:46' ('Yesterday at 19:46', 'Ayer a las 19:46'), the
 * weekday within the last six days ('lundi à 14:30'), past that the date ('2 octobre 2026 à 08:00'). Days are calendar days in the user's time zone (the browser's
 * unless given): 23:50 yesterday is 'Hier' ten minutes after midnight, and a week-old Thursday
 * is a date, never 'jeudi' read on a Thursday.
 */
export function formatRelativeDate(
  value: string | Date,
  { now = Date.now(), timeZone }: { now?: number; timeZone?: string } = {},
): string {
  const instant = new Date(value).getTime();
  if (Number.isNaN(instant)) return '';
  // A few seconds ahead is the server's clock against the browser's: still 'now'.
  const t = libTexts.relativeDate;
  if (Math.abs(now - instant) < MINUTE_MS) return t.justNow;
  const formats = formatsFor(timeZone);
  const daysAgo = calendarDay(now, formats.day) - calendarDay(instant, formats.day);
  const time = formats.time.format(instant);
  if (daysAgo === 0) return t.todayAt({ time });
  if (daysAgo === 1) return t.yesterdayAt({ time });
  if (daysAgo > 1 && daysAgo <= 6) return t.weekdayAt({ weekday: formats.weekday.format(instant), time });
  return t.dateAt({ date: formats.date.format(instant), time });
}
