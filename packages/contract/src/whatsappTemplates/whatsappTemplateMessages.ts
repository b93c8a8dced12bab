import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The texts of WhatsApp message templates made in Griot, server and screen alike (i18n/fr.ts is the
 * source). Each leaf reads in the language of the moment: read it where it is used.
 */
export const whatsappTemplateMessages = defineTexts('contract.whatsappTemplates', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});

type RejectedReason = Exclude<keyof typeof fr.rejectedReasons, 'unknown'>;

/** Why Meta rejected a template, in the reader's words, from Meta's code ('INVALID_FORMAT'). */
export function rejectedReasonText(reason: string | null): string | null {
  if (reason === null || reason === '') return null;
  const words = whatsappTemplateMessages.rejectedReasons;
  // Meta's code is outside input: own keys only ('constructor' is no reason).
  if (Object.hasOwn(fr.rejectedReasons, reason) && reason !== 'unknown') {
    return words[reason as RejectedReason];
  }
  return words.unknown({ reason });
}
