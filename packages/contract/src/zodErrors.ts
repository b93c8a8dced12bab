import { currentLanguage } from '@griot/i18n/currentLanguage';
import type { Language } from '@griot/i18n/languages';
import { z } from 'zod';
import { en, es, fr } from 'zod/v4/locales';

type ErrorMap = NonNullable<ReturnType<typeof fr>['localeError']>;

const LOCALE_ERRORS: Record<Language, ErrorMap> = {
  fr: fr().localeError,
  en: en().localeError,
  es: es().localeError,
};

/**
 * Zod's generic messages (a wrong type, an unknown enum value), for the fields whose schema gives
 * no message of its own, in the language of the moment (the request's on the server): zod's own
 * French, English or Spanish. Called once by each program that parses with the contract.
 */
export function useLocalizedZodErrors(): void {
  z.config({
    localeError: (issue) => {
      const language = currentLanguage();
      return LOCALE_ERRORS[language === 'pseudo' ? 'fr' : language](issue);
    },
  });
}
