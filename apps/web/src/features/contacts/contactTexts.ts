import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The contacts screens' texts (i18n/): the import wizard, the tags editor, the export. */
export const contactTexts = defineTexts('web.contacts', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
