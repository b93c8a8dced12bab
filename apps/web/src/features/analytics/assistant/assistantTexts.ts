import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The GRIOT IA section's texts: `useTexts(assistantTexts)` in a component. */
export const assistantTexts = defineTexts('web.analytics.assistant', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
