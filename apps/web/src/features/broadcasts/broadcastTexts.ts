import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The broadcast panel's own words (broadcasts/i18n), its local models' editor included; the
 * server's texts are the contract's broadcastMessages. In a component: `useTexts(broadcastTexts)`.
 */
export const broadcastTexts = defineTexts('web.broadcasts', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
