import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The forecast card's words (forecast/i18n). In a component: `useTexts(forecastTexts)`. */
export const forecastTexts = defineTexts('web.campaignForecast', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
