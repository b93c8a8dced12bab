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
  const groups: SQL[][] = [[]];
  conditions.forEach((condition, index) => {
    (groups.at(-1) as SQL[]).push(compileOne(condition, vocabulary));
    if (index < conditions.length - 1 && condition.operator === '||') groups.push([]);
  });
  const ored = groups.map((group) => sql`(${sql.join(group, sql` AND `)})`);
  return sql`(${sql.join(ored, sql` OR `)})`;
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
