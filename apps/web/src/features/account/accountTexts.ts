import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The profile screen's texts (account/i18n): `useTexts(accountTexts)` in a component. */
export const accountTexts = defineTexts('web.account', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
