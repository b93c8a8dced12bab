import type { AccountSettings } from '@griot/contract/account/accountSchemas';

type Language = AccountSettings['general']['language'];

const STORAGE_KEY = 'griot:language';
const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES' };

/**
 * The locale dates and numbers are shown in: the account's language setting, kept in this browser
 * once saved so every screen formats with it at once (the texts themselves stay French for now).
 */
export function displayLocale(): string {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return stored && stored in LOCALES ? LOCALES[stored as Language] : LOCALES.fr;
}

export function rememberLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
}

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

/** '5 min', '3 h', '2 j' ago, in the account's language. */
export function formatRelative(value: string | Date, now = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(displayLocale(), { numeric: 'auto' });
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps)
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'minute');
}
