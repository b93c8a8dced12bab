import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The workspace screens' own words (workspaces/i18n): the switcher, the settings, the "no
 * workspace" state and a provider's clients. Role names and the server's messages are the
 * contract's workspaceMessages. In a component: `useTexts(workspacesTexts)`.
 */
export const workspacesTexts = defineTexts('web.workspaces', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
