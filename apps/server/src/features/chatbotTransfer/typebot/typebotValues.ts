/** Reading a Typebot export loosely: it is someone else's JSON, of several versions (3 to 6.x). */
export type Loose = Record<string, unknown>;

export function record(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
}

export function list(value: unknown): Loose[] {
  return Array.isArray(value) ? value.map(record) : [];
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A text bubble's words: its plain text, else its rich text's leaves, a line per paragraph. */
export function bubbleText(content: Loose): string {
  const plain = text(content.plainText);
  if (plain) return plain;
  const leaves = (node: unknown): string => {
    const item = record(node);
    if (typeof item.text === 'string') return item.text;
    return list(item.children)
      .map((child) => leaves(child))
      .join('');
  };
  const rich = list(content.richText).map((paragraph) => leaves(paragraph));
  if (rich.length > 0) return rich.join('\n');
  return text(content.html)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .trim();
}
