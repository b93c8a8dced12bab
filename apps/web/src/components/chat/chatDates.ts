import { calendarDaysAgo } from '../../lib/relativeDate';
import { conversationTexts as t } from './conversationTexts';

const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' });
const relative = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' });
const weekdayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long' });

/** HH:MM in the browser's time zone. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

/** The local calendar day of an instant, as a key: 2026-11-22. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** The day separator's text: Aujourd'hui, Hier, or the full date. */
export function dayLabel(iso: string, now: number = Date.now()): string {
  const key = dayKey(iso);
  if (key === dayKey(new Date(now).toISOString())) return t.today;
  if (key === dayKey(new Date(now - 86_400_000).toISOString())) return t.yesterday;
  const label = dayFormat.format(new Date(iso));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * The list's time column: 'à l’instant', 'il y a 5 minutes', 'il y a 3 heures' the same day, then
 * by calendar day in the user's time zone (lib/relativeDate): 'hier', the weekday within six days,
 * a short date past that. (Rounded durations said 'hier' of a message two days old.)
 */
export function formatRelative(iso: string | null, now: number = Date.now(), timeZone?: string): string {
  if (!iso) return '';
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return t.justNow;
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  const days = calendarDaysAgo(then, timeZone ? { now, timeZone } : { now });
  if (days === 0) return relative.format(Math.round(seconds / 3600), 'hour');
  if (days === 1) return t.yesterday.toLowerCase();
  if (days > 1 && days <= 6) return weekdayFormat.format(then);
  return shortDate.format(new Date(then));
}

/** True when the instant is still to come. */
export function isFuture(iso: string | null | undefined, now: number = Date.now()): boolean {
  if (!iso) return false;
  const time = new Date(iso).getTime();
  return !Number.isNaN(time) && time > now;
}
