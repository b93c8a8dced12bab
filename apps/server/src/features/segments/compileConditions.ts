import {
  CONDITION_GLOBALS,
  type Condition,
  type ConditionGlobal,
} from '@griot/contract/segments/segmentSchemas';
import { type SQL, sql } from 'drizzle-orm';

/** Which attributes a chatbot's conditions may name: its declared variables' ids, plus the globals. */
export interface ConditionVocabulary {
  declared: ReadonlySet<string>;
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
export function compileConditions(conditions: readonly Condition[], vocabulary: ConditionVocabulary): SQL {
  const groups: Condition[][] = [[]];
  conditions.forEach((condition, index) => {
    (groups.at(-1) as Condition[]).push(condition);
    if (index < conditions.length - 1 && condition.operator === '||') groups.push([]);
  });
  const ored = groups.map((group) => sql`(${sql.join(compileGroup(group, vocabulary), sql` AND `)})`);
  const where = sql`(${sql.join(ored, sql` OR `)})`;
  if (groups.length < 2 || !groups.every((group) => group.some(isPositiveVariable))) return where;
  // Every '||' group needs some values: their union, read from the GIN index first, bounds the
  // end-users the full expression is then checked on (an OR of subqueries alone scans them all).
  const union = groups.map(
    (group) => sql`(${sql.join(group.filter(isPositiveVariable).map(containsValue), sql` AND `)})`,
  );
  return sql`(eu.id IN (SELECT cv.end_user_id FROM end_user_condition_values cv
    WHERE ${sql.join(union, sql` OR `)}) AND ${where})`;
}

function isPositiveVariable(condition: Condition): boolean {
  return (
    condition.comparison === '=' &&
    !(CONDITION_GLOBALS as readonly string[]).includes(condition.idvariable.trim())
  );
}

function containsValue(condition: Condition): SQL {
  return sql`cv.vals @> jsonb_build_object(${condition.idvariable.trim()}::text, lower(${condition.value.trim()}::text))`;
}

/**
 * One '&&' group. Its '=' rows on variables become one lookup in end_user_condition_values (each
 * end-user's values, lowercased, in a jsonb under a GIN index, kept by triggers on
 * end_user_variables): the index intersects the rows' end-users, so a count at a million end-users
 * reads the matching ones rather than probing every end-user once per row.
 */
function compileGroup(group: readonly Condition[], vocabulary: ConditionVocabulary): SQL[] {
  const positives = group.filter(isPositiveVariable);
  const compiled = group
    .filter((condition) => !isPositiveVariable(condition))
    .map((condition) => compileOne(condition, vocabulary));
  if (positives.length > 0) {
    for (const condition of positives) {
      const name = condition.idvariable.trim();
      if (!vocabulary.declared.has(name)) throw new UnknownVariableError(name);
    }
    compiled.unshift(sql`eu.id IN (SELECT cv.end_user_id FROM end_user_condition_values cv
      WHERE ${sql.join(positives.map(containsValue), sql` AND `)})`);
  }
  return compiled;
}

function compileOne(condition: Condition, vocabulary: ConditionVocabulary): SQL {
  const name = condition.idvariable.trim();
  const value = condition.value.trim();
  const global = (CONDITION_GLOBALS as readonly string[]).includes(name)
    ? (name as ConditionGlobal)
    : undefined;
  if (global) {
    const equal =
      global === 'phone_number' || global === 'reply_phone'
        ? sql`${globalExpression(global)} = ${value.replace(/\D/g, '')}`
        : sql`lower(${globalExpression(global)}) = lower(${value})`;
    return condition.comparison === '=' ? equal : sql`NOT (${equal})`;
  }
  if (!vocabulary.declared.has(name)) throw new UnknownVariableError(name);
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
