import { NUMERIC_GLOBALS } from '@griot/contract/flows/flowConstants';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import type { ConditionRule } from '@griot/contract/flows/logicElementSchemas';
import { foldText, isBlank, parseLocaleNumber } from './conditionValues';
import { interpolate } from './interpolate';
import type { TurnContext } from './turnContext';

type ConditionElement = Extract<FlowElement, { type: 'condition' }>;

/** How a rule compares: by the variable's declaration. */
type Comparison = 'number' | 'text' | 'either';

/**
 * Whether a (complete) condition holds for this end-user now: its rules joined by ET (all) or OU
 * (any). Each rule reads its variable through the turn's lookup, so a value set earlier in the
 * same event counts.
 */
export function evaluateCondition(turn: TurnContext, element: ConditionElement): boolean {
  const holds = (rule: ConditionRule) => evaluateRule(turn, rule);
  return element.join === 'or' ? element.rules.some(holds) : element.rules.every(holds);
}

/** One rule; the reasons a rule is false for a value that cannot be compared go to the log. */
export function evaluateRule(turn: TurnContext, rule: ConditionRule): boolean {
  const actual = turn.lookup(rule.variable);
  const comparison = comparisonOf(turn, rule.variable);
  switch (rule.operator) {
    case 'set':
      return !isBlank(actual);
    case 'empty':
      return isBlank(actual);
    case 'in': {
      if (!Array.isArray(rule.value)) return false;
      const candidates = rule.value
        .map((value) => interpolate(value, turn.lookup))
        .filter((v) => !isBlank(v));
      if (comparison === 'number' && !numberOrLog(turn, rule, actual)) return false;
      return candidates.some((candidate) => equal(actual, candidate, comparison));
    }
    default: {
      if (typeof rule.value !== 'string') {
        turn.log.push(`rule on "${rule.variable}" (${rule.operator}) has a list for a value: false`);
        return false;
      }
      return compare(turn, rule, actual, interpolate(rule.value, turn.lookup), comparison);
    }
  }
}

function compare(
  turn: TurnContext,
  rule: ConditionRule,
  actual: string,
  expected: string,
  comparison: Comparison,
): boolean {
  const { operator } = rule;
  if (operator === 'contains') return foldText(actual).includes(foldText(expected));
  if (operator === 'starts_with') return foldText(actual).startsWith(foldText(expected));
  const numbers = numbersOf(actual, expected);
  if (comparison === 'number' && !numbers) {
    // A number variable holding "beaucoup" is neither equal to nor ordered with 5: only ≠ holds.
    turn.log.push(
      `rule on "${rule.variable}" (${operator}): "${actual}" or "${expected}" is not a number: ${operator === 'ne' ? 'true' : 'false'}`,
    );
    return operator === 'ne';
  }
  if (operator === 'eq') return equal(actual, expected, comparison);
  if (operator === 'ne') return !equal(actual, expected, comparison);
  if (!numbers || comparison === 'text') {
    // The save refuses an order on a text variable; a flow stored before that rule lands here.
    turn.log.push(`rule on "${rule.variable}" (${operator}) compares texts, which have no order: false`);
    return false;
  }
  const [left, right] = numbers;
  switch (operator) {
    case 'gt':
      return left > right;
    case 'lt':
      return left < right;
    case 'gte':
      return left >= right;
    case 'lte':
      return left <= right;
    default:
      return false;
  }
}

/** Equal as numbers for a number variable (or any_type when both are numbers), else as folded texts. */
function equal(actual: string, expected: string, comparison: Comparison): boolean {
  const numbers = comparison === 'text' ? undefined : numbersOf(actual, expected);
  if (numbers) return numbers[0] === numbers[1];
  if (comparison === 'number') return false;
  return foldText(actual) === foldText(expected);
}

function numbersOf(actual: string, expected: string): [number, number] | undefined {
  const left = parseLocaleNumber(actual);
  const right = parseLocaleNumber(expected);
  return left === undefined || right === undefined ? undefined : [left, right];
}

function numberOrLog(turn: TurnContext, rule: ConditionRule, actual: string): boolean {
  if (parseLocaleNumber(actual) !== undefined) return true;
  turn.log.push(`rule on "${rule.variable}" (in): "${actual}" is not a number: false`);
  return false;
}

/**
 * By the declaration: a 'number' variable (and order_amount) compares as numbers, 'any_type' (a
 * request's result) as numbers when both sides are, every other type and global as text.
 */
function comparisonOf(turn: TurnContext, name: string): Comparison {
  const declared =
    turn.input.variables.find((variable) => variable.id === name) ??
    turn.input.variables.find((variable) => variable.slug === name);
  if (declared) {
    if (declared.type === 'number') return 'number';
    return declared.type === 'any_type' ? 'either' : 'text';
  }
  return NUMERIC_GLOBALS.some((global) => global === name) ? 'number' : 'text';
}
