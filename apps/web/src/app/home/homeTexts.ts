import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The texts of the agents' home (i18n/). */
export const homeTexts = defineTexts('web.home', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
