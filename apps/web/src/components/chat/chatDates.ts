import { displayLocale } from '../../lib/i18n/displayLanguage';
import { calendarDaysAgo } from '../../lib/relativeDate';
import { libTexts } from '../../lib/texts/libTexts';
import { conversationTexts } from './conversationTexts';

interface Formats {
  time: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  shortDate: Intl.DateTimeFormat;
  relative: Intl.RelativeTimeFormat;
  weekday: Intl.DateTimeFormat;
}

/** Built once per language: a formatter costs far more to build than to use (one per list row). */
const formatsByLocale = new Map<string, Formats>();

function formats(): Formats {
  const locale = displayLocale();
  let found = formatsByLocale.get(locale);
  if (!found) {
    found = {
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
      day: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      shortDate: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
      relative: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
    };
    formatsByLocale.set(locale, found);
  }
  return found;
}

/** HH:MM in the browser's time zone. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formats().time.format(date);
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
  if (key === dayKey(new Date(now).toISOString())) return conversationTexts.today;
  if (key === dayKey(new Date(now - 86_400_000).toISOString())) return conversationTexts.yesterday;
  const label = formats().day.format(new Date(iso));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * The list's time column: 'à l’instant', 'il y a 5 minutes', 'il y a 3 heures' the same day, then
 * by calendar day in the user's time zone (lib/relativeDate): 'hier', the weekday within six days,
 * a short date past that. (Rounded durations said 'hier' of a message two days old.) In the
 * language shown: '5 minutes ago', 'yesterday'; 'hace 5 minutos', 'ayer'.
 */
export function formatRelative(iso: string | null, now: number = Date.now(), timeZone?: string): string {
  if (!iso) return '';
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const { relative, weekday, shortDate } = formats();
  const seconds = Math.round((then - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return libTexts.relativeDate.justNow;
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  const days = calendarDaysAgo(then, timeZone ? { now, timeZone } : { now });
  if (days === 0) return relative.format(Math.round(seconds / 3600), 'hour');
  if (days === 1) return relative.format(-1, 'day');
  if (days > 1 && days <= 6) return weekday.format(then);
  return shortDate.format(new Date(then));
}

/** True when the instant is still to come. */
export function isFuture(iso: string | null | undefined, now: number = Date.now()): boolean {
  if (!iso) return false;
  const time = new Date(iso).getTime();
  return !Number.isNaN(time) && time > now;
}
