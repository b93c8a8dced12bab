/**
 * The languages Griot speaks. French is the source of every text and the answer to anything we
 * cannot read: an unknown code, a malformed or oversized Accept-Language header.
 */
export const LANGUAGES = ['fr', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/**
 * A language the interface can show: the three above plus the pseudo-locale, French stretched and
 * accented, that the overflow tests walk the screens in. Never offered to users.
 */
export type DisplayLanguage = Language | 'pseudo';

/** The locale Intl formats each language's dates, numbers and plurals with. */
export const INTL_LOCALES: Record<DisplayLanguage, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  es: 'es-ES',
  pseudo: 'fr-FR',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored or submitted language, or French when it is none of ours. */
export function pickLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Longer than any header a browser sends: past it the header is not parsed at all. */
const MAX_ACCEPT_LANGUAGE_LENGTH = 512;

/**
 * The first of our languages a caller accepts, by their q-values (`en-US,en;q=0.9,fr;q=0.5` →
 * en), or undefined when the header names none of them. `*` is not a preference: it says nothing.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header || header.length > MAX_ACCEPT_LANGUAGE_LENGTH) return undefined;
  let best: { language: Language; quality: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0 || quality > 1) continue;
    if (!best || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language;
}

/** The first of our languages in a browser's preference list (`navigator.languages`). */
export function languageFromBrowser(preferred: readonly string[]): Language | undefined {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}
