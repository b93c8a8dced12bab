import { statsTexts } from './statsTexts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The time since a discussion's last update, as the home shows it: 'maintenant'
 * under a minute, then whole minutes, hours and days. A date slightly in the future (clocks of the
 * server and the browser differ) reads 'maintenant'; an unreadable date gives an empty string.
 */
export function timeSince(date: string | Date, now: Date | number): string {
  const then = new Date(date).getTime();
  const elapsed = new Date(now).getTime() - then;
  if (Number.isNaN(elapsed)) return '';
  const t = statsTexts.since;
  if (elapsed < MINUTE_MS) return t.now;
  if (elapsed < HOUR_MS) return t.minutes({ count: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) return t.hours({ count: Math.floor(elapsed / HOUR_MS) });
  return t.days({ count: Math.floor(elapsed / DAY_MS) });
}
