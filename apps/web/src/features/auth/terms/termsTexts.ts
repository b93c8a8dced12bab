import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The terms of use (terms/i18n), apart from the login's catalogue: only /terms loads them. */
export const termsTexts = defineTexts('web.auth.terms', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
