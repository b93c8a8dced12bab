import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The team screen's and the invitation page's own words (team/i18n); the server's messages and the
 * role names are the contract's workspaceMessages. In a component: `useTexts(teamTexts)`.
 */
export const teamTexts = defineTexts('web.team', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
