import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The WhatsApp accounts screen's own words (whatsappAccounts/i18n); its server and signup messages
 * are the contract's whatsappAccountsMessages. In a component: `useTexts(whatsappAccountsTexts)`.
 */
export const whatsappAccountsTexts = defineTexts('web.whatsappAccounts', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
