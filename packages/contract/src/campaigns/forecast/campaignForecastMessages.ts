import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The campaign forecast's server words (i18n/fr.ts is the source): read each leaf where it is used. */
export const campaignForecastMessages = defineTexts('contract.campaignForecast', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
