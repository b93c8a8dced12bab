import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The texts of /dashboard/analytics (the period, the tables, the CSV exports' columns), server and
 * screen alike (i18n/fr.ts is the source). Each leaf reads in the language of the moment: read it
 * where it is used.
 */
export const analyticsMessages = defineTexts('contract.analytics', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
