import { frenchShortMonth } from '../../lib/frenchMonth';

const DAY_MS = 24 * 60 * 60 * 1000;
// Made once: a formatter costs far more to build than to use, and the users table formats a
// date per row mounted while it scrolls.
const WEEKDAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'long' });
const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

const time = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/** 'Mon D, YYYY - HH:MM' with French month abbreviations (seed 000 §2): 'nov. 24, 2026 - 09:05'. */
export function formatLastActivity(iso: string): string {
  const date = new Date(iso);
  return `${frenchShortMonth(date.getMonth() + 1)} ${date.getDate()}, ${date.getFullYear()} - ${time(date)}`;
}

/**
 * The relative form (seed 000 §2): under 24 h 'Aujourd'hui à HH:MM', under 7 days the weekday and
 * the time ('lundi à 14:30'), otherwise the French date with the time.
 */
export function formatRelativeActivity(iso: string, now = Date.now()): string {
  const date = new Date(iso);
  const age = now - date.getTime();
  if (age < DAY_MS) return `Aujourd'hui à ${time(date)}`;
  if (age < 7 * DAY_MS) return `${WEEKDAY.format(date)} à ${time(date)}`;
  return `${LONG_DATE.format(date)} à ${time(date)}`;
}
