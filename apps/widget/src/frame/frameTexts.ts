import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The chat page's texts, read where they are shown (in the language frameLanguage.ts set). The
 * build bundles the three languages into the page's one script: under its CSP the page loads no
 * other script, and they weigh a few hundred bytes.
 */
export const frameTexts = defineTexts('widget', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
