import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The inbox's settings and response-times screens' own words (inboxSettings/i18n). The server's
 * messages, status and availability names are the contract's inboxMessages. In a component:
 * `useTexts(inboxSettingsTexts)`.
 */
export const inboxSettingsTexts = defineTexts('web.inboxSettings', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
