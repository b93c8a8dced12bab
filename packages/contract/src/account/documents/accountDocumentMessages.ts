import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The files an account downloads (i18n/fr.ts, en.ts, es.ts): its invoices (PDF) and its data
 * export (ZIP), written in the language of the request that downloads them.
 */
export const accountDocumentMessages = defineTexts('contract.accountDocuments', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
