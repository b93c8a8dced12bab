import {
  CONDITION_GLOBALS,
  CONDITION_TAG,
  type ConditionGlobal,
} from '@griot/contract/segments/segmentSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { globalExpression, UnknownVariableError } from '../../domain/audience/compileConditions';
import type { SegmentChatbot } from '../../domain/audience/findMatchingEndUsers';

/** Distinct values shown in the value picker: the most common first. */
const VALUES_LIMIT = 200;

/**
 * Each value the chatbot's end-users hold for an attribute
 * and how many hold it; `_id: null` counts those without any value.
 */
export async function listVariableValues(
  db: Database,
  chatbot: SegmentChatbot,
  attribute: string,
): Promise<Array<{ _id: string | null; count: number }>> {
  if (attribute === CONDITION_TAG) {
    const tags = await db.execute<{ value: string; count: number }>(sql`
      SELECT t.tag AS value, count(*)::int AS count FROM end_user_tags t
      WHERE t.chatbot_id = ${chatbot.id} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${VALUES_LIMIT}`);
    return tags.rows.map((row) => ({ _id: row.value, count: row.count }));
  }
  const global = (CONDITION_GLOBALS as readonly string[]).includes(attribute)
    ? (attribute as ConditionGlobal)
    : undefined;
  if (global) {
    const result = await db.execute<{ value: string; count: number }>(sql`
      SELECT ${globalExpression(global)} AS value, count(*)::int AS count
      FROM end_users eu WHERE eu.chatbot_id = ${chatbot.id} AND NOT eu.is_test
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${VALUES_LIMIT}`);
    return result.rows.map((row) => ({ _id: row.value === '' ? null : row.value, count: row.count }));
  }
  if (!chatbot.variables.some((variable) => variable.id === attribute))
    throw new UnknownVariableError(attribute);
  const result = await db.execute<{ value: string | null; count: number }>(sql`
    SELECT v.value_text AS value, count(*)::int AS count
    FROM end_user_variables v JOIN end_users eu ON eu.id = v.end_user_id
    WHERE v.chatbot_id = ${chatbot.id} AND v.name = ${attribute} AND NOT eu.is_test AND v.value_text <> ''
    GROUP BY 1
    UNION ALL
    SELECT NULL, count(*)::int FROM end_users eu
    WHERE eu.chatbot_id = ${chatbot.id} AND NOT eu.is_test
      AND NOT EXISTS (SELECT 1 FROM end_user_variables v
                      WHERE v.end_user_id = eu.id AND v.name = ${attribute} AND v.value_text <> '')
    ORDER BY 2 DESC LIMIT ${VALUES_LIMIT}`);
  return result.rows.filter((row) => row.count > 0).map((row) => ({ _id: row.value, count: row.count }));
}
