import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The login page's texts and its neighbours' (auth/i18n): `useTexts(authTexts)` in a component.
 * The registration (register/registerTexts) and the terms (terms/termsTexts) have their own.
 */
export const authTexts = defineTexts('web.auth', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
