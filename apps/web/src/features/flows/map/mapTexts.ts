import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The map's texts: `useTexts(mapTexts)` in a component, `mapTexts.…` in a helper called while rendering. */
export const mapTexts = defineTexts('web.flows.map', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
