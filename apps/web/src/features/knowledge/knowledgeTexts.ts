import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The knowledge screen's own words (knowledge/i18n); its server and upload messages are the
 * contract's knowledgeMessages. In a component: `useTexts(knowledgeTexts)`.
 */
export const knowledgeTexts = defineTexts('web.knowledge', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
