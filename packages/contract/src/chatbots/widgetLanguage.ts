import { LANGUAGES } from '@griot/i18n/languages';
import { z } from 'zod';

/**
 * A chatbot's 'Langue du chatbot' (named widget_language on the wire, as it first was the web
 * chat's): the language of its own words with its users on every channel — the widget's, the
 * runtime's replies and default buttons. 'auto' (each user's language when their channel says it:
 * the visitor's browser, Telegram's app language; else French) or one of ours, fixed.
 */
export const WIDGET_LANGUAGES = ['auto', ...LANGUAGES] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

export function isWidgetLanguage(value: unknown): value is WidgetLanguage {
  return typeof value === 'string' && (WIDGET_LANGUAGES as readonly string[]).includes(value);
}

/** A value we do not know ('de', 'xx', a number) is automatic, without an error. */
export const widgetLanguageSchema = z.enum(WIDGET_LANGUAGES).catch('auto');
