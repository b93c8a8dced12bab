import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The variables screen's texts (i18n/); API messages live in the contract. */
export const variablesTexts = defineTexts('web.variables', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});

/** Toasts of this screen last 3000 ms. */
export const VARIABLES_NOTIFICATION_MS = 3000;
