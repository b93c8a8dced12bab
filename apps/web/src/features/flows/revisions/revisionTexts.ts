import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The revisions' texts (i18n/fr.ts, en.ts, es.ts): `useTexts(revisionTexts)` in a component. */
export const revisionTexts = defineTexts('web.flows.revisions', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
