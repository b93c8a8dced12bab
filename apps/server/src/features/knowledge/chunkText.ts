/** About a paragraph: small enough to rank precisely, large enough to hold an answer. */
const CHUNK_CHARACTERS = 900;
/** Carried from the end of a chunk into the next, so an answer cut in two is still whole once. */
const OVERLAP_CHARACTERS = 150;

/**
 * Cuts a text into overlapping chunks of about `size` characters, on paragraph, then sentence,
 * then word boundaries; each chunk starts with the last `overlap` characters of the previous one
 * (from a word boundary).
 */
export function chunkText(text: string, size = CHUNK_CHARACTERS, overlap = OVERLAP_CHARACTERS): string[] {
  const pieces = splitPieces(text.trim(), size);
  const chunks: string[] = [];
  let current = '';
  /** Whether `current` holds more than the previous chunk's overlap. */
  let fresh = false;
  for (const piece of pieces) {
    if (fresh && current.length + piece.length + 1 > size) {
      chunks.push(current);
      current = tail(current, overlap);
    }
    current = current === '' ? piece : `${current}${current.endsWith('\n') ? '' : ' '}${piece}`;
    fresh = true;
  }
  if (fresh && current.trim() !== '') chunks.push(current);
  return chunks.map((chunk) => chunk.trim()).filter((chunk) => chunk !== '');
}

/** Paragraphs, sentences of paragraphs too long, words of sentences too long. */
function splitPieces(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (const paragraph of text.split(/\n{2,}/)) {
    if (paragraph.length <= size) {
      pieces.push(`${paragraph}\n`);
      continue;
    }
    for (const sentence of paragraph.split(/(?<=[.!?…])\s+/)) {
      if (sentence.length <= size) {
        pieces.push(sentence);
        continue;
      }
      for (let start = 0; start < sentence.length; start += size)
        pieces.push(sentence.slice(start, start + size));
    }
  }
  return pieces;
}

/** The last `length` characters of a chunk, from a word boundary. */
function tail(chunk: string, length: number): string {
  if (chunk.length <= length) return chunk;
  const end = chunk.slice(-length);
  const space = end.indexOf(' ');
  return space === -1 ? end : end.slice(space + 1);
}
