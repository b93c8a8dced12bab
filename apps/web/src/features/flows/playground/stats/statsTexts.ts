import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The 'Statistiques' overlay's texts: `useTexts(statsTexts)` in a component. */
export const statsTexts = defineTexts('web.flows.stats', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
