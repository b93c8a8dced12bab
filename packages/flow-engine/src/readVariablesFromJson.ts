import { setVariable, type TurnContext } from './turnContext';

/**
 * Sets declared variables from a request's JSON answer: each top-level key naming a declared
 * variable (by id, or by slug) sets it. Other keys are ignored so that a remote service cannot
 * overwrite globals or invent variables.
 */
export function readVariablesFromJson(turn: TurnContext, json: unknown): void {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    turn.log.push('request answer is not a JSON object: no variable set');
    return;
  }
  for (const [key, value] of Object.entries(json)) {
    const declared =
      turn.input.variables.find((variable) => variable.id === key) ??
      turn.input.variables.find((variable) => variable.slug === key);
    if (!declared) continue;
    setVariable(turn, declared.id, asText(value));
  }
}

/** Variables hold text: scalars as written, structures as JSON so nothing is lost. */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
