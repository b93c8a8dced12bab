import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The logged-in frame's texts (i18n/): sidebar, top bar, profile menu, theme switch. */
export const shellTexts = defineTexts('web.shell', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
