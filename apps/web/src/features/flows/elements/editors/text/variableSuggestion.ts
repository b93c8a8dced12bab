/** An open '{{' at the caret: where it starts and what has been typed after it. */
export interface SuggestionQuery {
  start: number;
  query: string;
}

/** Typing '{{' opens suggestions filtered by what follows, up to the caret. */
export function suggestionQuery(text: string, caret: number): SuggestionQuery | null {
  const match = /\{\{([\w.-]*)$/.exec(text.slice(0, caret));
  return match ? { start: match.index, query: match[1] ?? '' } : null;
}

export function filterSuggestions<T extends { id: string; slug: string }>(
  variables: readonly T[],
  query: string,
): T[] {
  const needle = query.toLowerCase();
  return variables.filter(
    (variable) => variable.id.toLowerCase().includes(needle) || variable.slug.toLowerCase().includes(needle),
  );
}

/** Replaces the open '{{query' with '{{id}}' and puts the caret after it. */
export function insertVariable(text: string, at: SuggestionQuery, caret: number, id: string) {
  const inserted = `{{${id}}}`;
  return { text: text.slice(0, at.start) + inserted + text.slice(caret), caret: at.start + inserted.length };
}

/** Inserts any text at the caret (emoji picker). */
export function insertAt(text: string, caret: number, value: string) {
  return { text: text.slice(0, caret) + value + text.slice(caret), caret: caret + value.length };
}
