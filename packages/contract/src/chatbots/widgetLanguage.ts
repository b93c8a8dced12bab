import { LANGUAGES } from '@griot/i18n/languages';
import { z } from 'zod';

/**
 * A chatbot's 'Langue du widget', the language its web chat speaks: 'auto' (the visitor's browser
 * language, else French) or one of ours, fixed.
 */
export const WIDGET_LANGUAGES = ['auto', ...LANGUAGES] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

export function isWidgetLanguage(value: unknown): value is WidgetLanguage {
  return typeof value === 'string' && (WIDGET_LANGUAGES as readonly string[]).includes(value);
}

/** A value we do not know ('de', 'xx', a number) is automatic, without an error. */
export const widgetLanguageSchema = z.enum(WIDGET_LANGUAGES).catch('auto');
