/**
 * How a condition reads the values it compares: numbers as people write them in French and in
 * English, texts without case or accents.
 */

/** Spaces that separate thousands: the plain one, the no-break space and the narrow one (French typography). */
const GROUP_SPACE = '[ \\u00a0\\u202f\\u2009\\u2007]';

/**
 * The shapes a number may take (sign already removed). A single ',' or '.' is the decimal mark
 * ("12,5", "12.5"); a separator repeated or followed by the other one groups thousands
 * ("1.000.000", "1,000.50", "1.000,50"); spaces group thousands ("1 000", "1 000,5").
 * Exponents ("1e3"), hexadecimal and words are not numbers to a customer.
 */
const NUMBER_SHAPES: readonly { pattern: RegExp; toPlain: (text: string) => string }[] = [
  { pattern: /^\d+$/, toPlain: (text) => text },
  { pattern: /^\d*[.,]\d+$/, toPlain: (text) => text.replace(',', '.') },
  {
    pattern: new RegExp(`^\\d{1,3}(?:${GROUP_SPACE}\\d{3})+(?:[.,]\\d+)?$`),
    toPlain: (text) => text.replace(new RegExp(GROUP_SPACE, 'g'), '').replace(',', '.'),
  },
  { pattern: /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/, toPlain: (text) => text.replaceAll(',', '') },
  {
    pattern: /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/,
    toPlain: (text) => text.replaceAll('.', '').replace(',', '.'),
  },
];

/** The number a customer wrote, or undefined when the text is not one. */
export function parseLocaleNumber(text: string): number | undefined {
  const trimmed = text.trim();
  const sign = trimmed.startsWith('-') || trimmed.startsWith('\u2212') ? -1 : 1;
  const body = /^[+\-\u2212]/.test(trimmed) ? trimmed.slice(1) : trimmed;
  const shape = NUMBER_SHAPES.find(({ pattern }) => pattern.test(body));
  if (!shape) return undefined;
  const value = Number(shape.toPlain(body));
  return Number.isFinite(value) ? sign * value : undefined;
}

/**
 * A text as a condition compares it: trimmed, accents and case removed, so "Thiès", " thies" and
 * "THIES" are the same city. NFD splits "è" into "e" and a combining grave accent, then dropped.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('fr');
}

/** Blank: what 'empty' means, and what 'set' does not. */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}
