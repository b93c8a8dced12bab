import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The funnel section's texts: `useTexts(funnelTexts)` in a component. */
export const funnelTexts = defineTexts('web.analytics.funnel', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
