import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The chatbot screens' texts (i18n/): what the contract's catalogue (`messages.chatbots`) does not
 * hold because the server never sends it. Read with `useTexts(chatbotTexts)` in a component, or
 * `chatbotTexts.…` at call time elsewhere.
 */
export const chatbotTexts = defineTexts('web.chatbots', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
