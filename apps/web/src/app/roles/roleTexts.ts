import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The texts of what a role may not open (i18n/). */
export const roleTexts = defineTexts('web.roles', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
