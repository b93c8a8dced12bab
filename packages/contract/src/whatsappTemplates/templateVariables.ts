/**
 * The variables of a template text, as Meta writes them: {{1}}, {{2}} (positional) or
 * {{first_name}} (named). Shared by the contract's checks, the server and the builder's preview.
 */
const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** A named variable as Meta accepts it: lower case letters, digits and _, starting with a letter. */
export const NAMED_VARIABLE = /^[a-z][a-z0-9_]*$/;
export const POSITIONAL_VARIABLE = /^[1-9]\d*$/;

/** The variables of a text, in order of first appearance, each once. */
export function templateVariables(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(VARIABLE)) {
    const name = match[1] ?? '';
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** The text with each variable replaced by its example (the preview, Meta's example). */
export function fillVariables(text: string, examples: Record<string, string>): string {
  return text.replace(VARIABLE, (whole, name: string) => examples[name] ?? whole);
}

/** Whether the text starts or ends with a variable (Meta refuses such a body). */
export function variableAtEdge(text: string): boolean {
  const trimmed = text.trim();
  return /^\{\{[^{}]*\}\}/.test(trimmed) || /\{\{[^{}]*\}\}$/.test(trimmed);
}
