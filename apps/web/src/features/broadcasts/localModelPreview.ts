import { type LocalModelFields, localModelFieldsSchema } from '@griot/contract/broadcasts/broadcastSchemas';
import { readLocalPlaceholders } from '@griot/contract/broadcasts/localModelPlaceholders';

/** A piece of a local model's content: plain text, or a {{n}} placeholder. */
export type ContentPart = { kind: 'text'; text: string } | { kind: 'placeholder'; key: string };

export type LocalModelField = 'title' | 'content' | 'langage';

/**
 * The content cut into text and placeholders, for the editor's live preview: '{{ 2 }}' is the
 * placeholder '2'; a brace pair that is not a number stays text (the numbering error says why).
 */
export function splitContent(content: string): ContentPart[] {
  const parts: ContentPart[] = [];
  let last = 0;
  for (const match of content.matchAll(/\{\{\s*([1-9]\d{0,2})\s*\}\}/g)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ kind: 'text', text: content.slice(last, at) });
    parts.push({ kind: 'placeholder', key: match[1] ?? '' });
    last = at + match[0].length;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}

/** How many values the content asks at send time, or the French reason its numbering is refused. */
export function placeholderSummary(content: string): { count: number; error: string | undefined } {
  const read = readLocalPlaceholders(content.trim());
  return 'keys' in read ? { count: read.keys.length, error: undefined } : { count: 0, error: read.error };
}

/**
 * The editor's values checked by the contract's own rules: the fields as the server will store
 * them (trimmed), or the first French error of each field.
 */
export function checkLocalModel(values: {
  title: string;
  content: string;
  langage: string;
}): { fields: LocalModelFields } | { errors: Partial<Record<LocalModelField, string>> } {
  const parsed = localModelFieldsSchema.safeParse(values);
  if (parsed.success) return { fields: parsed.data };
  const errors: Partial<Record<LocalModelField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'title' || field === 'content' || field === 'langage') && !errors[field])
      errors[field] = issue.message;
  }
  return { errors };
}
