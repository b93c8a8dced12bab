import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The element test page's texts (i18n/fr.ts, en.ts, es.ts), read where shown. */
export const elementTestTexts = defineTexts('web.flows.elementTest', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
