import { setLanguageSource } from '@griot/i18n/currentLanguage';
import { isLanguage, type Language, languageFromBrowser } from '@griot/i18n/languages';
import { loadLanguage } from '@griot/i18n/texts';

/**
 * The language the chat speaks: the chatbot's 'Langue du widget' when it fixes one (the server
 * writes the setting on the page, `<html data-widget-language>`), else the first of ours the
 * visitor's browser prefers, else French. Anything else in the setting ('auto', a value of a
 * newer version) counts as automatic.
 */
export function pickWidgetLanguage(setting: unknown, preferred: readonly string[]): Language {
  return isLanguage(setting) ? setting : (languageFromBrowser(preferred) ?? 'fr');
}

let language: Language = 'fr';

/** The page's language from now on: its texts, `<html lang>` and the API's messages. */
export async function speak(next: Language): Promise<void> {
  await loadLanguage(next);
  language = next;
  document.documentElement.lang = next;
}

export function frameLanguage(): Language {
  return language;
}

setLanguageSource(frameLanguage);
