/** About what two lines of a card's name hold: in a column of the grid, and on a 390 px phone. */
export const CARD_NAME_MAX = 48;
export const CARD_NAME_MAX_PHONE = 30;

/**
 * A chatbot's name as its card shows it. Names of one business often begin alike ('Ndiaye Tissus
 * — Médina', 'Ndiaye Tissus — Sandaga') and differ at the end: a long name keeps its beginning
 * and its end, cut in the middle at a word where it can, rather than losing the end.
 */
export function shortenCardName(name: string, max: number): string {
  const clean = name.trim();
  // Array.from counts code points, so an emoji is never split in half.
  const characters = Array.from(clean);
  if (characters.length <= max) return clean;
  const tailLength = Math.floor((max - 1) * 0.4);
  // The end starts at a word: back to the word's beginning when it is near, else at the next word.
  let tailStart = characters.length - tailLength;
  const wordStart = lastSpaceBefore(characters, tailStart) + 1;
  if (tailStart - wordStart <= 6) tailStart = wordStart;
  else {
    const nextSpace = characters.indexOf(' ', tailStart);
    if (nextSpace > 0 && nextSpace - tailStart <= tailLength * 0.6) tailStart = nextSpace + 1;
  }
  const tail = characters.slice(tailStart).join('').trim();
  const headLength = Math.max(max - 1 - Array.from(tail).length, Math.ceil(max / 3));
  const head = characters.slice(0, headLength).join('');
  // The beginning ends at a word too, unless that would leave too little of it.
  const headCut = head.lastIndexOf(' ');
  const keptHead = headCut >= headLength * 0.6 ? head.slice(0, headCut) : head;
  return `${keptHead.trimEnd()} … ${tail}`;
}

function lastSpaceBefore(characters: string[], index: number): number {
  for (let at = index - 1; at >= 0; at -= 1) if (characters[at] === ' ') return at;
  return -1;
}
