import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The knowledge feature's own words a screen shows (i18n/fr.ts, en, es); the contract has the rest. */
export const knowledgeTexts = defineTexts('server.knowledge', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
