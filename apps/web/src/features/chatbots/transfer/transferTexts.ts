import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The texts of a chatbot's export and import (the card's menu, the list's import): `useTexts(transferTexts)`. */
export const transferTexts = defineTexts('web.chatbotTransfer', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
