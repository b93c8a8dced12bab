import type { EngineGlobals, EngineVariable } from './engineTypes';

/** Gives a variable's current value by id (or declared slug); '' when unknown. */
export type VariableLookup = (name: string) => string;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Replaces every `{{name}}` in `text` with its value; unknown variables become ''. */
export function interpolate(text: string, lookup: VariableLookup): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_match, name: string) => lookup(name));
}

/**
 * The lookup used during one event. Session variables win over globals so that a flow can
 * overwrite a global (last_input is one the engine itself sets). The editor writes `{{id}}`, but a
 * hand-written `{{slug}}` is understood too.
 */
export function createLookup(
  globals: EngineGlobals,
  sessionVariables: Readonly<Record<string, string>>,
  declared: readonly EngineVariable[],
): VariableLookup {
  const globalValues: Record<string, string | undefined> = globals;
  // Names come from the flow's text: own keys only, so '{{constructor}}' is an unknown variable
  // rather than the text of a function every object inherits.
  const readValue = (name: string): string | undefined =>
    ownString(sessionVariables, name) ?? ownString(globalValues, name);
  return (name) => {
    const direct = readValue(name);
    if (direct !== undefined) return direct;
    const bySlug = declared.find((variable) => variable.slug === name && variable.id !== name);
    if (bySlug) return readValue(bySlug.id) ?? '';
    return '';
  };
}

function ownString(record: Readonly<Record<string, string | undefined>>, key: string): string | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
