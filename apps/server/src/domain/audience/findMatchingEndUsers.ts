import type { Condition, MatchingEndUser } from '@griot/contract/segments/segmentSchemas';
import { MATCHING_END_USERS_LIMIT } from '@griot/contract/segments/segmentSchemas';
import type { Database } from '@griot/db/openDatabase';
import type { VariableDeclaration } from '@griot/db/schema/chatbots';
import { sql } from 'drizzle-orm';
import { compileConditions, compileValueLookup, conditionScope } from './compileConditions';

export interface SegmentChatbot {
  id: string;
  variables: readonly VariableDeclaration[];
}

/** Only complete rows count: rows lacking an attribute or a value are ignored. */
export function completeConditions(conditions: readonly Condition[]): Condition[] {
  return conditions.filter((row) => row.idvariable.trim() !== '' && row.value.trim() !== '');
}

/** How many of the chatbot's end-users (simulator conversations left out) meet the conditions. */
export async function countMatchingEndUsers(
  db: Database,
  chatbot: SegmentChatbot,
  conditions: readonly Condition[],
): Promise<number> {
  const scope = conditionScope(chatbot);
  const lookup = compileValueLookup(conditions, scope);
  const result = await db.execute<{ count: number }>(
    lookup
      ? sql`SELECT count(*)::int AS count FROM end_user_condition_values cv WHERE ${lookup}`
      : sql`SELECT count(*)::int AS count FROM end_users eu
            WHERE eu.chatbot_id = ${chatbot.id} AND NOT eu.is_test AND ${compileConditions(conditions, scope)}`,
  );
  return result.rows[0]?.count ?? 0;
}

/** The matched end-users, most recently active first (those who never wrote last), at most `limit`. */
export async function listMatchingEndUsers(
  db: Database,
  chatbot: SegmentChatbot,
  conditions: readonly Condition[],
  limit = MATCHING_END_USERS_LIMIT,
): Promise<MatchingEndUser[]> {
  const where = compileConditions(conditions, conditionScope(chatbot));
  const result = await db.execute<{
    id: string;
    full_name: string;
    channel: string;
    phone: string;
    external_id: string;
    opted_out: boolean;
  }>(sql`
    SELECT eu.id, eu.full_name, eu.channel, eu.phone, eu.external_id, eu.opted_out_at IS NOT NULL AS opted_out
    FROM end_users eu
    WHERE eu.chatbot_id = ${chatbot.id} AND NOT eu.is_test AND ${where}
    ORDER BY eu.last_activity_at DESC NULLS LAST, eu.id
    LIMIT ${limit}`);
  return result.rows.map((row) => {
    const tel = row.phone !== '' ? row.phone : row.channel === 'whatsapp' ? `+${row.external_id}` : '';
    return {
      id: row.id,
      name: row.full_name,
      channel: row.channel,
      opted_out: row.opted_out,
      user_info: { tel, idbot: chatbot.id },
      user_details: { tel },
    };
  });
}
