import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The texts of campaign plans, server and screen alike (i18n/fr.ts is the source). */
export const campaignPlanMessages = defineTexts('contract.campaignPlans', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
