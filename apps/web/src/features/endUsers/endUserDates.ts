import { frenchShortMonth } from '../../lib/frenchMonth';
import { formatRelativeDate } from '../../lib/relativeDate';

const time = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/** 'Mon D, YYYY - HH:MM' with French month abbreviations: 'nov. 24, 2026 - 09:05'. */
export function formatLastActivity(iso: string): string {
  const date = new Date(iso);
  return `${frenchShortMonth(date.getMonth() + 1)} ${date.getDate()}, ${date.getFullYear()} - ${time(date)}`;
}

/** The relative form of the end-users table and cards, the app's one relative date. */
export function formatRelativeActivity(iso: string, now = Date.now()): string {
  return formatRelativeDate(iso, { now });
}
