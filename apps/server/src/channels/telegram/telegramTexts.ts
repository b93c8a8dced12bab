import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** Telegram's refusals explained, as a screen shows them (i18n/fr.ts, en, es). */
export const telegramTexts = defineTexts('server.telegram', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
