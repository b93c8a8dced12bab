import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The texts of a chatbot's export, import and starter templates, server and screen alike
 * (i18n/fr.ts is the source). Each leaf reads in the language of the moment: read it where it is
 * used.
 */
export const chatbotTransferMessages = defineTexts('contract.chatbotTransfer', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
