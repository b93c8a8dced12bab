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
