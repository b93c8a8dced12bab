import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The two-factor card's texts (twoFactor/i18n): `useTexts(twoFactorTexts)` in a component. */
export const twoFactorTexts = defineTexts('web.account.twoFactor', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
