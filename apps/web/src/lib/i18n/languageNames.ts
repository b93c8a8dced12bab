import type { Language } from '@griot/i18n/languages';

/**
 * Each language in its own name, whatever the language shown: a reader finds their own language
 * in the list even when the screen speaks another one.
 */
// i18n-exempt: autonyms, the same in every language by design
export const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', en: 'English', es: 'Español' };
