import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** What WhatsApp and Messenger share that a screen shows: Meta's refusals explained (i18n/fr.ts, en, es). */
export const metaTexts = defineTexts('server.meta', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
