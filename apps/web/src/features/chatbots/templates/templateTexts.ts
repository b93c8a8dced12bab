import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The texts of 'Partir d'un modèle' on the creation page: `useTexts(templateTexts)`. */
export const templateTexts = defineTexts('web.chatbotTemplates', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
