import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The shared words (components/i18n): read with `useTexts(commonTexts)` in a component. */
export const commonTexts = defineTexts('web.common', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
