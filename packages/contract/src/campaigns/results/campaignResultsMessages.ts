import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The texts of a campaign's results and of the number's protection, server and screen alike
 * (i18n/fr.ts is the source). Each leaf reads in the language of the moment: read it where used.
 */
export const campaignResultsMessages = defineTexts('contract.campaignResults', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
