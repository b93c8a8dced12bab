import type { CannedResponse } from '@griot/contract/inbox/inboxSchemas';

/** A '/word' being typed at the caret: where its '/' is and the word after it. */
export interface CannedQuery {
  start: number;
  end: number;
  query: string;
}

/**
 * The '/shortcut' the caret is in, if any: a '/' at the start of the text or after a space or a
 * line break, followed by letters, digits, - or _ (a shortcut's own characters). 'https://' or
 * '1/2' open nothing, so typing a link or a fraction never pops the picker.
 */
export function findCannedQuery(text: string, caret: number): CannedQuery | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)\/([\p{L}\p{N}_-]*)$/u.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, end: caret, query };
}

/** Lower-case without accents: 'Récap' matches 'recap'. */
function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The responses a query finds: shortcuts starting with it first, then shortcut or text containing it. */
export function filterCanned(responses: readonly CannedResponse[], query: string): CannedResponse[] {
  const wanted = fold(query);
  if (!wanted) return [...responses].sort((a, b) => a.shortcut.localeCompare(b.shortcut));
  const starts = responses.filter((response) => fold(response.shortcut).startsWith(wanted));
  const contains = responses.filter(
    (response) =>
      !starts.includes(response) &&
      (fold(response.shortcut).includes(wanted) || fold(response.text).includes(wanted)),
  );
  return [...starts, ...contains];
}

/** What a canned response's variables are filled from: the conversation's contact. */
export interface CannedContact {
  name: string;
  phone: string;
}

/**
 * Fills {{first_name}}, {{name}} and {{phone}} (spaces inside the braces allowed, any case). The
 * first name is the name's first word; a value the conversation does not know becomes empty (with the
 * space before it), so 'Bonjour {{first_name}} !' reads 'Bonjour !', never braces to the customer. Other
 * {{…}} are left as written: the agent sees them and edits before sending.
 */
export function fillCannedVariables(text: string, contact: CannedContact): string {
  const name = contact.name.trim().replace(/\s+/g, ' ');
  const values: Record<string, string> = {
    first_name: name.split(' ')[0] ?? '',
    name,
    phone: contact.phone.trim(),
  };
  return text.replace(/( ?)\{\{\s*([a-z_]+)\s*\}\}/gi, (whole, space: string, key: string) => {
    const value = values[key.toLowerCase()];
    if (value === undefined) return whole;
    // An empty value takes the space before it along: 'Merci {{first_name}}, …' reads 'Merci, …'.
    return value ? space + value : '';
  });
}

/** The text once the '/query' is replaced by the response, and where the caret goes (after it). */
export function insertCanned(
  text: string,
  query: CannedQuery,
  filled: string,
): { text: string; caret: number } {
  const next = text.slice(0, query.start) + filled + text.slice(query.end);
  return { text: next, caret: query.start + filled.length };
}
