import type { AccountSettings } from '@griot/contract/account/accountSchemas';
import { formatRelativeDate } from './relativeDate';

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

/**
 * 'à l’instant', 'Hier à 19:46', 'jeudi à 09:05'…: the app's one relative date (lib/relativeDate).
 * Intl's relative time said 'cette minute-ci' and counted 30 hours as 'hier' whatever the day.
 */
export function formatRelative(value: string | Date, now = Date.now()): string {
  return formatRelativeDate(value, { now });
}
