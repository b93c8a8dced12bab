import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The condition, A/B test and wait-until editors' texts (i18n/fr.ts, en.ts, es.ts), read where shown. */
export const logicTexts = defineTexts('web.flows.logic', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
