import type { Translation } from '@griot/i18n/catalog';
import type { Language } from '@griot/i18n/languages';
import en from './i18n/en';
import es from './i18n/es';
import fr from './i18n/fr';

export type LoaderTexts = Translation<typeof fr>;

/**
 * The loader's words in one language: a plain lookup of its typed catalogues (three labels), not
 * defineTexts, whose Lingui runtime would more than double the script every host page loads.
 */
const CATALOGS: Record<Language, LoaderTexts> = { fr, en, es };

export function loaderTexts(language: Language): LoaderTexts {
  return CATALOGS[language];
}
