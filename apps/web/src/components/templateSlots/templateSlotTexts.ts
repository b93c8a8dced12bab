import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/** The words of a template's placeholders being filled (components/templateSlots/i18n). */
export const templateSlotTexts = defineTexts('web.templateSlots', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});
