import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The campaign results tools' texts (i18n/): `useTexts(campaignResultsTexts)` in a component. */
export const campaignResultsTexts = defineTexts('web.campaignResults', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
