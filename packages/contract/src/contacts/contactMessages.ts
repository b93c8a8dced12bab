import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The texts of contacts (import, tags, subscribers file), server and screen alike (i18n/fr.ts is the source). */
export const contactMessages = defineTexts('contract.contacts', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
