import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The account settings screen's texts (settings/i18n): `useTexts(settingsTexts)` in a component. */
export const settingsTexts = defineTexts('web.account.settings', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
