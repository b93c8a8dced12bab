import { formatRelativeDate } from '../../lib/relativeDate';
import { shortMonthName } from '../../lib/shortMonth';
import { endUserTexts } from './endUserTexts';

const time = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/**
 * The spec's absolute form in the language shown: 'nov. 24, 2026 - 09:05' (fr), 'Nov 24, 2026 -
 * 09:05' (en), '24 nov 2026 - 09:05' (es).
 */
export function formatLastActivity(iso: string | null): string {
  // An imported contact who has not written yet.
  if (iso === null) return endUserTexts.neverActive;
  const date = new Date(iso);
  return endUserTexts.lastActivity({
    month: shortMonthName(date.getMonth() + 1),
    day: String(date.getDate()),
    year: String(date.getFullYear()),
    time: time(date),
  });
}

/** The relative form of the end-users table and cards, the app's one relative date. */
export function formatRelativeActivity(iso: string | null, now = Date.now()): string {
  if (iso === null) return endUserTexts.neverActive;
  return formatRelativeDate(iso, { now });
}
