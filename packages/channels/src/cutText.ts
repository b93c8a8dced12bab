/**
 * `text` cut to at most `max` UTF-16 units, never inside a surrogate pair or a combining
 * sequence, ending with "…" when something was removed. Platforms count characters in
 * different ways; staying under the UTF-16 length also keeps us under the code point count.
 * Ids pass `ellipsis = ''`: they must come back unchanged, so nothing is added to them.
 */
export function cutText(text: string, max: number, ellipsis = '…'): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  const budget = max - ellipsis.length;
  let kept = '';
  for (const grapheme of graphemes(text)) {
    if (kept.length + grapheme.length > budget) break;
    kept += grapheme;
  }
  return ellipsis === '' ? kept : `${kept.trimEnd()}${ellipsis}`;
}

/** `text` cut to at most `maxBytes` bytes of UTF-8 without breaking a character (Telegram's callback_data). */
export function cutBytes(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(text).length <= maxBytes) return text;
  let kept = '';
  let size = 0;
  for (const character of text) {
    const length = encoder.encode(character).length;
    if (size + length > maxBytes) break;
    kept += character;
    size += length;
  }
  return kept;
}

/** Byte length of `text` in UTF-8. */
export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

const segmenter = new Intl.Segmenter('fr', { granularity: 'grapheme' });

function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}
