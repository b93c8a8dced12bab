import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The texts of lib/'s helpers (relative dates, chatbot statuses, conversation names, notices). A
 * component showing what they return reads `useTexts(libTexts)`, so it follows a language switch.
 */
export const libTexts = defineTexts('web.lib', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
