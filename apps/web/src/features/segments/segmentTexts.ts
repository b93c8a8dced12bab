import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The segment conditions' texts (i18n/): `useTexts(segmentTexts)` in a component. */
export const segmentTexts = defineTexts('web.segments', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
