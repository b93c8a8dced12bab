import { isLanguage, type Language, pickLanguage } from '@griot/i18n/languages';

/**
 * The language a channel says an end-user uses, as we keep it: the primary subtag of a language
 * tag ('es-419' → 'es', 'pt_BR' → 'pt'), or undefined when it is none (empty, malformed, too long).
 * Kept even when it is not one of ours: a Telegram user who moves from 'es' to 'de' is answered in
 * French again, not in the Spanish they left.
 */
export function reportedLanguage(tag: unknown): string | undefined {
  if (typeof tag !== 'string' || tag.length > 64) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return /^[a-z]{2,3}$/.test(primary) ? primary : undefined;
}

/**
 * The language of our own words with an end-user (the invalid-answer reply, the default buttons,
 * GRIOT IA's hand-over): the chatbot's when its setting fixes one ('Langue du chatbot',
 * `widget_language`), else the end-user's when their channel said one of ours, else French.
 */
export function endUserLanguage(chatbotLanguage: string, endUser: string | null | undefined): Language {
  return isLanguage(chatbotLanguage) ? chatbotLanguage : pickLanguage(endUser);
}
