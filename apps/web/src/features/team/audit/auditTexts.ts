import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The audit log's own words (team/audit/i18n): filters, states and a sentence per event type.
 * In a component: `useTexts(auditTexts)`.
 */
export const auditTexts = defineTexts('web.team.audit', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
