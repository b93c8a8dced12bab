/**
 * PostgreSQL stores neither the NUL character (U+0000) in text or jsonb, nor, in jsonb, a lone
 * UTF-16 surrogate: either one in a value fails the whole statement (22P05, 22021…). Input from
 * the outside is checked once at the edge with these functions: API calls refuse such text with a
 * French 400, platform webhooks (which must be accepted) have it replaced.
 */

/** A NUL, or a surrogate half without its other half. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what this finds.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** What replaces an unstorable character: the Unicode replacement character, as decoders do. */
const REPLACEMENT = '\ufffd';

/**
 * True when a string, or any key or string inside a JSON-like value, cannot be stored. A string
 * that is itself JSON (a form field's `data`, a `conditions` list) is read too: its escapes
 * ('\u0000') only become the character once a handler parses it, deep inside, where it failed.
 */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return true;
      const inner = parseEscapedJson(current);
      if (inner !== undefined) pending.push(inner);
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (isPlainObject(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** A copy of a JSON value where every unstorable character of keys and strings is replaced. */
export function replaceUnstorableText<T>(value: T): T {
  // Nearly every webhook holds none: checking is much cheaper than copying.
  if (!hasUnstorableText(value)) return value;
  return JSON.parse(JSON.stringify(value), (_key, child: unknown) =>
    typeof child === 'string' ? cleanString(child) : renameKeys(child),
  );
}

function cleanString(text: string): string {
  return UNSTORABLE.test(text) ? text.replace(UNSTORABLE_ALL, REPLACEMENT) : text;
}

function renameKeys(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  if (!Object.keys(value).some((key) => UNSTORABLE.test(key))) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [cleanString(key), child]));
}

/** The value of a JSON object or array text holding a \u escape; undefined for anything else. */
function parseEscapedJson(text: string): unknown {
  const start = text.trimStart()[0];
  if ((start !== '{' && start !== '[') || !text.includes('\\u')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An object of JSON's kind: a Buffer (a webhook's raw body) is bytes, not keys to read one by one. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
