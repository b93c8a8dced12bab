/**
 * WhatsApp's text formatting, as the app draws it: *bold*, _italic_, ~strikethrough~ and
 * ```monospace```. A marker opens only before a non-space character and not inside a word, and
 * closes after a non-space character on the same line, so "2*3*4" and "snake_case_name" stay text
 * (as WhatsApp shows them). Markers nest: "*_both_*".
 */
export type FormattedNode =
  | { kind: 'text'; text: string }
  | { kind: 'mono'; text: string }
  | { kind: 'bold' | 'italic' | 'strike'; children: FormattedNode[] };

const MARKERS: Record<string, 'bold' | 'italic' | 'strike'> = { '*': 'bold', _: 'italic', '~': 'strike' };
const WORD = /[\p{L}\p{N}]/u;
const SPACE = /\s/;

export function parseWhatsAppFormatting(text: string): FormattedNode[] {
  const nodes: FormattedNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain) nodes.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('```', i)) {
      const end = text.indexOf('```', i + 3);
      if (end > i + 3) {
        flush();
        nodes.push({ kind: 'mono', text: text.slice(i + 3, end) });
        i = end + 3;
        continue;
      }
    }
    const char = text.charAt(i);
    const kind = MARKERS[char];
    const end = kind ? closingMarker(text, i) : -1;
    if (kind && end > 0) {
      flush();
      nodes.push({ kind, children: parseWhatsAppFormatting(text.slice(i + 1, end)) });
      i = end + 1;
      continue;
    }
    plain += char;
    i += 1;
  }
  flush();
  return nodes;
}

/** Where the marker opened at `start` closes, or -1 when it is not a marker here. */
function closingMarker(text: string, start: number): number {
  const marker = text.charAt(start);
  const before = start > 0 ? text.charAt(start - 1) : '';
  const first = text.charAt(start + 1);
  if ((before && WORD.test(before)) || !first || SPACE.test(first) || first === marker) return -1;
  for (let end = start + 2; end < text.length; end += 1) {
    const char = text.charAt(end);
    if (char === '\n') return -1;
    if (char !== marker) continue;
    const last = text.charAt(end - 1);
    const after = text.charAt(end + 1);
    if (!SPACE.test(last) && !(after && WORD.test(after))) return end;
  }
  return -1;
}
