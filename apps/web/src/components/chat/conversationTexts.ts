import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The conversation rendering's texts (components/chat/i18n), shared by the conversation screen and
 * the playground's simulator: a component reads `useTexts(conversationTexts)`.
 */
export const conversationTexts = defineTexts('web.chat', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
