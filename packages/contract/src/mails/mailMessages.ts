import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The mails Griot sends to account holders (i18n/fr.ts, en.ts, es.ts): the security notices, the
 * password reset and the owner's digest. The server renders each mail in its recipient's language.
 */
export const mailMessages = defineTexts('contract.mails', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
