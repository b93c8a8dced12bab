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

export function currentLanguage(): DisplayLanguage {
  return source();
}
