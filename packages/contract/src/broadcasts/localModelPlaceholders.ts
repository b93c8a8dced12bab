import { broadcastMessages as m } from './broadcastMessages';

/** The most placeholders a local model may hold: the campaign form sends at most 30 parameters. */
export const MAX_LOCAL_PLACEHOLDERS = 30;

/** Anything between double braces: a placeholder when it is a number from 1 ({{1}}, {{ 2 }}). */
const BRACES = /\{\{([^{}]*)\}\}/g;

/**
 * A local model's placeholders: the keys '1'…'n' when its content numbers them {{1}} to {{n}}
 * with no gap (a number may come back several times), else the French reason of the refusal.
 * A name ({{prenom}}), a gap ({{1}} then {{3}}) or a lone '{{' or '}}' is refused, so no raw
 * brace ever reaches a customer.
 */
export function readLocalPlaceholders(content: string): { keys: string[] } | { error: string } {
  const numbers = new Set<number>();
  for (const match of content.matchAll(BRACES)) {
    const inner = (match[1] ?? '').trim();
    if (!/^[1-9]\d{0,2}$/.test(inner)) return { error: m.local.placeholders({}) };
    numbers.add(Number(inner));
  }
  if (/\{\{|\}\}/.test(content.replace(BRACES, ''))) return { error: m.local.placeholders({}) };
  if (numbers.size > MAX_LOCAL_PLACEHOLDERS) return { error: m.local.tooManyPlaceholders };
  const highest = Math.max(0, ...numbers);
  if (highest !== numbers.size) return { error: m.local.placeholders({}) };
  return { keys: Array.from({ length: highest }, (_, index) => String(index + 1)) };
}

/** A slot of a local model's form: a `ModelParameter` of broadcastSchemas.ts, always in the body. */
export interface LocalModelParameter {
  key: string;
  component: 'body';
}

/** The form's slots of a local model: one per number, all in the body (slot keys 'body.1'…). */
export function localModelParameters(content: string): LocalModelParameter[] {
  const read = readLocalPlaceholders(content);
  return 'keys' in read ? read.keys.map((key) => ({ key, component: 'body' as const })) : [];
}

/**
 * The content with each {{n}} replaced by `values[n]`: a number without a value becomes `missing(n)`
 * (the editor's preview shows it as is; a send never has one, see checkParameters).
 */
export function fillLocalContent(
  content: string,
  values: Readonly<Record<string, string>>,
  missing: (key: string) => string = () => '',
): string {
  return content.replace(BRACES, (_match, inner: string) => {
    const key = inner.trim();
    // Own keys only: a '{{constructor}}' never reads what every object inherits.
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    return value === undefined || value === '' ? missing(key) : value;
  });
}
