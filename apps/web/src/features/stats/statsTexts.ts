import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The dashboard home's texts (i18n/): `useTexts(statsTexts)` in a component. */
export const statsTexts = defineTexts('web.stats', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
