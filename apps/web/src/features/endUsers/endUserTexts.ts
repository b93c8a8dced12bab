import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The end-users screens' texts (i18n/): the list, a user's page and its edit form. */
export const endUserTexts = defineTexts('web.endUsers', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
