import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The conversation screen's texts (i18n/); the messages' own are components/chat's conversationTexts. */
export const conversationScreenTexts = defineTexts('web.conversations', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
