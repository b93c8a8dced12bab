import { displayLocale } from './i18n/displayLanguage';
import { formatRelativeDate } from './relativeDate';

/** The locale dates and numbers are shown in: the language the screens are shown in. */
export { displayLocale } from './i18n/displayLanguage';

/** A date as the account reads it: 12 avril 2026 (fr), 12 April 2026 (en)… */
export function formatLongDate(value: string | Date): string {
  return new Date(value).toLocaleDateString(displayLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** A date and time: 12 avril 2026 à 14:05 (fr). */
export function formatDateTime(value: string | Date): string {
  return new Date(value).toLocaleString(displayLocale(), { dateStyle: 'long', timeStyle: 'short' });
}

/**
 * 'à l’instant', 'Hier à 19:46', 'jeudi à 09:05'…: the app's one relative date (lib/relativeDate).
 * Intl's relative time said 'cette minute-ci' and counted 30 hours as 'hier' whatever the day.
 */
export function formatRelative(value: string | Date, now = Date.now()): string {
  return formatRelativeDate(value, { now });
}

/** A date and time in figures, to the minute: 05/03/2026 10:07 (fr); undefined when unreadable. */
export function formatNumericDateTime(value: string | Date): string | undefined {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleString(displayLocale(), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
