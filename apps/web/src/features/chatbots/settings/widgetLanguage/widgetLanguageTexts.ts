import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The 'Langue du widget' field of a web chatbot's settings. */
export const widgetLanguageTexts = defineTexts('web.chatbots.widgetLanguage', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
