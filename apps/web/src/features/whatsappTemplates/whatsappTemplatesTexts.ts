import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The message templates screen's own words (whatsappTemplates/i18n). The server's errors and
 * Meta's rejection reasons are the contract's whatsappTemplateMessages.
 */
export const whatsappTemplatesTexts = defineTexts('web.whatsappTemplates', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
