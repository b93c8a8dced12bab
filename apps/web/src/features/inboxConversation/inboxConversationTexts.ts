import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The inbox conversation pane's texts (i18n/); statuses and server errors are the contract's inboxMessages. */
export const inboxConversationTexts = defineTexts('web.inboxConversation', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
