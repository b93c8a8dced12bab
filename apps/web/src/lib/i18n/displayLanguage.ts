import { setLanguageSource } from '@griot/i18n/currentLanguage';
import {
  type DisplayLanguage,
  INTL_LOCALES,
  isLanguage,
  type Language,
  languageFromBrowser,
} from '@griot/i18n/languages';
import { loadLanguage, onTranslationLoaded } from '@griot/i18n/texts';

const STORAGE_KEY = 'griot:language';
type Listener = () => void;

/**
 * The language the screens are shown in: the account's setting once known (kept in this browser,
 * so the next visit opens in it), before login the browser's, French by default. The pseudo-locale
 * is reachable only by storing 'pseudo' (the overflow tests do).
 */
function initialLanguage(): DisplayLanguage {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if (stored === 'pseudo' || isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return languageFromBrowser(browser) ?? 'fr';
}

let language: DisplayLanguage = initialLanguage();
/** Bumped by a switch and by each translation that arrives: what the screens render again on. */
let revision = 0;
const listeners = new Set<Listener>();
setLanguageSource(() => language);
markDocument();

function notify(): void {
  revision += 1;
  for (const listener of listeners) listener();
}

// A catalogue read before its translation arrived showed French: the screens render again.
onTranslationLoaded((loaded) => {
  if (loaded === language) notify();
});

function markDocument(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language === 'pseudo' ? 'fr' : language;
}

export function displayLanguage(): DisplayLanguage {
  return language;
}

/** The locale Intl formats dates and numbers with for the language shown. */
export function displayLocale(): string {
  return INTL_LOCALES[language];
}

/** Changes whenever the texts shown may read differently: a switch, a translation arriving. */
export function textsRevision(): number {
  return revision;
}

export function subscribeDisplayLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows every screen in another language at once, without a reload: the texts of the screens
 * already loaded are downloaded first, so nothing flashes back to French; the others follow
 * when their screen opens. Remembered in this browser.
 */
export async function switchLanguage(next: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, next);
  if (next === language) return;
  await loadLanguage(next);
  language = next;
  markDocument();
  notify();
}

/**
 * The account's language, known at login or when the session is checked: applied unless this
 * browser shows the pseudo-locale (the overflow tests sign in, then keep walking in it).
 */
export async function applyAccountLanguage(accountLanguage: Language): Promise<void> {
  if (language === 'pseudo') return;
  await switchLanguage(accountLanguage);
}
