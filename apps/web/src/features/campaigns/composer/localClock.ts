/**
 * Wall-clock times in the workspace's time zone: what the user types ('2026-11-28', '09:00') is
 * read in that zone, whatever the browser's own zone, so a plan is compared with the zone's now.
 */

/** 'YYYY-MM-DDTHH:mm' of `now` on the clocks of `timeZone` (an IANA name). */
export function localNow(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The day after `day` ('YYYY-MM-DD'), on the calendar (no time zone involved). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** 'HH:mm' from minutes of the day (quiet hours are stored as minutes); '' for null. */
export function minutesToTime(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '';
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes of the day from 'HH:mm'; null when empty or unreadable. */
export function timeToMinutes(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}
