import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The texts the engine itself sends to an end-user (i18n/fr.ts is the source). Each leaf reads in
 * the language of the moment it is read: the runtime runs each conversation's round in the
 * language it speaks with that end-user, so read them where they are sent, never into a constant.
 */
export const engineMessages = defineTexts('flowEngine', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
