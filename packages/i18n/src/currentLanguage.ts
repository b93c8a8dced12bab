import { DEFAULT_LANGUAGE, type DisplayLanguage } from './languages';

type LanguageSource = () => DisplayLanguage;

let source: LanguageSource = () => DEFAULT_LANGUAGE;

/**
 * Where texts read the language they are shown in, set once by each app: the server's is the
 * request being answered (an AsyncLocalStorage), the web app's the language the user chose.
 * Until then every text reads French.
 */
export function setLanguageSource(next: LanguageSource): void {
  source = next;
}

let override: DisplayLanguage | undefined;

export function currentLanguage(): DisplayLanguage {
  return override ?? source();
}

/**
 * Reads texts in another language than the one shown, synchronously: to recognise a server's
 * message written in the language of an earlier request (a cached answer after a switch).
 */
export function readInLanguage<T>(language: DisplayLanguage, read: () => T): T {
  const previous = override;
  override = language;
  try {
    return read();
  } finally {
    override = previous;
  }
}
