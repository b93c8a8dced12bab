import {
  CONDITION_GLOBALS,
  CONDITION_TAG,
  type Condition,
  type ConditionGlobal,
} from '@griot/contract/segments/segmentSchemas';
import { type SQL, sql } from 'drizzle-orm';

/** Whose end-users the conditions select, and which attributes they may name (declared ids, plus the globals). */
export interface ConditionScope {
  chatbotId: string;
  declared: ReadonlySet<string>;
}

export function conditionScope(chatbot: {
  id: string;
  variables: ReadonlyArray<{ id: string }>;
}): ConditionScope {
  return { chatbotId: chatbot.id, declared: new Set(chatbot.variables.map((variable) => variable.id)) };
}

export class UnknownVariableError extends Error {
  constructor(readonly variable: string) {
    super(`unknown variable ${variable}`);
  }
}

/**
 * Compiles condition rows into a WHERE fragment over `end_users eu`: every value and name goes in
 * as a bound parameter, never as SQL text. '&&' binds tighter than '||' (a && b || c is (a && b) || c),
 * as in the languages the operators come from. A row's operator joins it to the next row.
 */
export function compileConditions(conditions: readonly Condition[], scope: ConditionScope): SQL {
  const groups = splitGroups(conditions);
  const ored = groups.map((group) => sql`(${sql.join(compileGroup(group, scope), sql` AND `)})`);
  const where = sql`(${sql.join(ored, sql` OR `)})`;
  if (groups.length < 2 || !groups.every((group) => group.some(isPositiveVariable))) return where;
  // Every '||' group needs some values: their union, read from the GIN index first, bounds the
  // end-users the full expression is then checked on (an OR of subqueries alone scans them all).
  const union = groups.map((group) => matchValues(group, scope));
  return sql`(eu.id IN (SELECT cv.end_user_id FROM end_user_condition_values cv
    WHERE cv.chatbot_id = ${scope.chatbotId} AND (${sql.join(union, sql` OR `)})) AND ${where})`;
}

/**
 * When no row names a global and every '&&' group has an '=' on a variable (the usual segment),
 * the same selection as a WHERE fragment over `end_user_condition_values cv` alone, whose rows
 * hold the chatbot's customers (test conversations have none): a count then reads the GIN index
 * and those rows, without joining a million end-users. Undefined otherwise.
 */
export function compileValueLookup(conditions: readonly Condition[], scope: ConditionScope): SQL | undefined {
  const groups = splitGroups(conditions);
  if (conditions.some(isGlobal) || !groups.every((group) => group.some(isPositiveVariable))) return undefined;
  const ored = groups.map((group) => matchValues(group, scope));
  return sql`(cv.chatbot_id = ${scope.chatbotId} AND (${sql.join(ored, sql` OR `)}))`;
}

/** The '&&' groups that '||' separates. */
function splitGroups(conditions: readonly Condition[]): Condition[][] {
  const groups: Condition[][] = [[]];
  conditions.forEach((condition, index) => {
    (groups.at(-1) as Condition[]).push(condition);
    if (index < conditions.length - 1 && condition.operator === '||') groups.push([]);
  });
  return groups;
}

function checkDeclared(condition: Condition, scope: ConditionScope): void {
  const name = condition.idvariable.trim();
  if (!scope.declared.has(name)) throw new UnknownVariableError(name);
}

/** A row on the end-user's own row or tags (not a collected value): read from end_users / end_user_tags. */
function isGlobal(condition: Condition): boolean {
  const name = condition.idvariable.trim();
  return name === CONDITION_TAG || (CONDITION_GLOBALS as readonly string[]).includes(name);
}

function isPositiveVariable(condition: Condition): boolean {
  return condition.comparison === '=' && !isGlobal(condition);
}

function containsValue(condition: Condition): SQL {
  return sql`cv.vals @> jsonb_build_object(${condition.idvariable.trim()}::text, lower(${condition.value.trim()}::text))`;
}

/**
 * A group's rows on variables as one test of an end-user's values (each end-user's values,
 * lowercased, in one jsonb under a GIN index, kept by triggers on end_user_variables): the '='
 * rows are what the index intersects, the '!=' rows are checked on the same row. Only for a group
 * with an '=' on a variable: an end-user without any value has no row at all.
 */
function matchValues(group: readonly Condition[], scope: ConditionScope): SQL {
  const variables = group.filter((condition) => !isGlobal(condition));
  for (const condition of variables) checkDeclared(condition, scope);
  const tests = variables.map((condition) =>
    condition.comparison === '=' ? containsValue(condition) : sql`NOT ${containsValue(condition)}`,
  );
  return sql`(${sql.join(tests, sql` AND `)})`;
}

/**
 * One '&&' group. With an '=' on a variable, its rows on variables become one lookup in
 * end_user_condition_values: a count at a million end-users reads the matching ones rather than
 * probing every end-user once per row. Globals, and a group of '!=' rows only, read the end-user.
 */
function compileGroup(group: readonly Condition[], scope: ConditionScope): SQL[] {
  if (!group.some(isPositiveVariable)) return group.map((condition) => compileOne(condition, scope));
  return [
    sql`eu.id IN (SELECT cv.end_user_id FROM end_user_condition_values cv
      WHERE cv.chatbot_id = ${scope.chatbotId} AND ${matchValues(group, scope)})`,
    ...group.filter(isGlobal).map((condition) => compileOne(condition, scope)),
  ];
}

function compileOne(condition: Condition, scope: ConditionScope): SQL {
  const name = condition.idvariable.trim();
  const value = condition.value.trim();
  if (name === CONDITION_TAG) {
    // end_user_tags' (end_user_id, tag) key answers this per end-user.
    const tagged = sql`EXISTS (SELECT 1 FROM end_user_tags t
      WHERE t.end_user_id = eu.id AND lower(t.tag) = lower(${value}))`;
    return condition.comparison === '=' ? tagged : sql`NOT ${tagged}`;
  }
  const global = isGlobal(condition) ? (name as ConditionGlobal) : undefined;
  if (global) {
    const equal =
      global === 'phone_number' || global === 'reply_phone'
        ? sql`${globalExpression(global)} = ${value.replace(/\D/g, '')}`
        : sql`lower(${globalExpression(global)}) = lower(${value})`;
    return condition.comparison === '=' ? equal : sql`NOT (${equal})`;
  }
  checkDeclared(condition, scope);
  const has = sql`EXISTS (SELECT 1 FROM end_user_variables v
    WHERE v.end_user_id = eu.id AND v.chatbot_id = eu.chatbot_id AND v.name = ${name}
      AND lower(v.value_text) = lower(${value}))`;
  return condition.comparison === '=' ? has : sql`NOT ${has}`;
}

/** The SQL of a global variable, read from the end-user's row as the runtime's buildGlobals does. */
export function globalExpression(global: ConditionGlobal): SQL {
  switch (global) {
    case 'first_name':
      return sql`split_part(btrim(eu.full_name), ' ', 1)`;
    case 'last_name':
      return sql`btrim(substr(btrim(eu.full_name), length(split_part(btrim(eu.full_name), ' ', 1)) + 1))`;
    case 'full_name':
      return sql`btrim(eu.full_name)`;
    case 'phone_number':
      return sql`regexp_replace(eu.phone, '\\D', '', 'g')`;
    case 'reply_phone':
      return sql`regexp_replace(eu.external_id, '\\D', '', 'g')`;
    case 'email':
      return sql`eu.email`;
  }
}
