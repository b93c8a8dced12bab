import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The 'Langue du chatbot' field of a chatbot's settings (the wire's widget_language). */
export const widgetLanguageTexts = defineTexts('web.chatbots.widgetLanguage', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
