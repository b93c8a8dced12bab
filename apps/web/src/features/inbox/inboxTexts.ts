import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The team inbox's own words (inbox/i18n): list, views, filters, live notices, availability. The
 * status, view and availability names are the contract's `inboxMessages`. In a component:
 * `useTexts(inboxTexts)`.
 */
export const inboxTexts = defineTexts('web.inbox', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
