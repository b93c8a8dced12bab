import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The registration wizard's texts (register/i18n): `useTexts(registerTexts)` in a component. */
export const registerTexts = defineTexts('web.auth.register', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
