import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** /dashboard/analytics's texts (i18n/): `useTexts(analyticsTexts)` in a component. */
export const analyticsTexts = defineTexts('web.analytics', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
