import type { ConditionOperator } from '@griot/contract/flows/flowConstants';
import {
  CONDITION_OPERATORS,
  NUMERIC_GLOBALS,
  ORDERING_OPERATORS,
  VALUELESS_OPERATORS,
} from '@griot/contract/flows/flowConstants';
import type { ConditionRule } from '@griot/contract/flows/logicElementSchemas';

/** A variable as the condition's picker knows it: its id and type ('global' for a built-in one). */
export interface TypedVariable {
  id: string;
  type: string;
}

/**
 * Whether a variable holds a number, so that >, <, ≥ and ≤ apply: a 'number' variable, one of any
 * type (a request's result) or a numeric global. The save's rule (flowLogic.ts, `notComparable`):
 * the editor only offers what the server accepts.
 */
export function holdsNumbers(variable: string, variables: readonly TypedVariable[]): boolean {
  const type = variables.find((candidate) => candidate.id === variable)?.type;
  if (type === 'global' || type === undefined) return NUMERIC_GLOBALS.some((global) => global === variable);
  return type === 'number' || type === 'any_type';
}

export function isOrdering(operator: ConditionOperator): boolean {
  return ORDERING_OPERATORS.some((ordering) => ordering === operator);
}

export function isValueless(operator: ConditionOperator): boolean {
  return VALUELESS_OPERATORS.some((valueless) => valueless === operator);
}

/** The operators a variable offers: all of them for a number, all but the ordering ones otherwise. */
export function operatorsFor(variable: string, variables: readonly TypedVariable[]): ConditionOperator[] {
  const numeric = holdsNumbers(variable, variables);
  return CONDITION_OPERATORS.filter((operator) => numeric || !isOrdering(operator));
}

/** A new rule: no variable yet, 'est égal à', an empty text. */
export function emptyRule(): ConditionRule {
  return { variable: '', operator: 'eq', value: '' };
}

/**
 * The rule with another operator, its value reshaped to what that operator takes: a list for
 * 'in' (the text becomes its first value), nothing for 'set' / 'empty', a text otherwise (a
 * list keeps its first value).
 */
export function withOperator(rule: ConditionRule, operator: ConditionOperator): ConditionRule {
  const { value: _previous, ...rest } = rule;
  const values = Array.isArray(rule.value) ? rule.value : rule.value ? [rule.value] : [];
  if (isValueless(operator)) return { ...rest, operator };
  if (operator === 'in') return { ...rest, operator, value: values };
  return { ...rest, operator, value: typeof rule.value === 'string' ? rule.value : (values[0] ?? '') };
}

/**
 * The rule on another variable; an ordering operator the new variable does not take (it holds
 * text) falls back to 'est égal à', keeping the value.
 */
export function withVariable(
  rule: ConditionRule,
  variable: string,
  variables: readonly TypedVariable[],
): ConditionRule {
  const next = { ...rule, variable };
  return isOrdering(rule.operator) && !holdsNumbers(variable, variables) ? withOperator(next, 'eq') : next;
}
