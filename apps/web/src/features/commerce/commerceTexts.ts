import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The shop pages' texts (i18n/): `useTexts(commerceTexts)` in a component. */
export const commerceTexts = defineTexts('web.commerce', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
