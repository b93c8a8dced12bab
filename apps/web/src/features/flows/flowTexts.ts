import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The playground's texts (i18n/fr.ts, en.ts, es.ts): read with `useTexts(flowTexts)` in a
 * component, or `flowTexts.…` where used in a helper (never kept in a module-level constant).
 */
export const flowTexts = defineTexts('web.flows', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
