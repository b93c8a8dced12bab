import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The chatbot dashboard's texts (i18n/): `useTexts(chatbotDashboardTexts)` in a component. */
export const chatbotDashboardTexts = defineTexts('web.chatbotDashboard', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
