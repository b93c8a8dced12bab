import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The campaigns screens' own words (campaigns/i18n): the list, the composer, the settings. In a
 * component: `useTexts(campaignsTexts)`.
 */
export const campaignsTexts = defineTexts('web.campaigns', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
