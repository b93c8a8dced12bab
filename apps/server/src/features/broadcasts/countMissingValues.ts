import type { Condition } from '@griot/contract/segments/segmentSchemas';
import type { Database } from '@griot/db/openDatabase';
import type { BroadcastParameter } from '@griot/db/schema/broadcasts';
import { sql } from 'drizzle-orm';
import { compileConditions, conditionScope } from '../../domain/audience/compileConditions';
import type { SegmentChatbot } from '../../domain/audience/findMatchingEndUsers';
import { RECIPIENT_VALUES } from './broadcastQueries';

export interface MissingValue {
  key: string;
  variable: string;
  count: number;
  fallback: string;
}

/**
 * Before a campaign starts: among the recipients it would send to (the same end-users as
 * startCampaign, minus those it would skip), how many have no value for each parameter filled by
 * a variable, so the form says who gets the fallback (or why it cannot send) before the click.
 * A value is missing by the send's own rule (slotText): empty once trimmed, or holding a '{{…}}'.
 * Values are read as the worker reads them (RECIPIENT_VALUES), in one pass over the recipients.
 */
export async function countMissingValues(
  db: Database,
  chatbot: SegmentChatbot,
  conditions: readonly Condition[],
  parameters: readonly BroadcastParameter[],
): Promise<{ recipients: number; missing: MissingValue[] }> {
  const variables = parameters.filter((parameter) => parameter.source === 'variable');
  const where = compileConditions(conditions, conditionScope(chatbot));
  const counts = variables.map(
    (parameter, index) =>
      sql`count(*) FILTER (WHERE btrim(coalesce(vals ->> ${parameter.value}, '')) = ''
        OR (vals ->> ${parameter.value}) ~ ${'\\{\\{[^\\n]*\\}\\}'})::int AS ${sql.identifier(`m${index}`)}`,
  );
  const result = await db.execute<Record<string, number>>(sql`
    SELECT count(*)::int AS recipients${counts.length > 0 ? sql`, ${sql.join(counts, sql`, `)}` : sql``}
    FROM (
      SELECT ${RECIPIENT_VALUES} AS vals FROM end_users eu
      WHERE eu.chatbot_id = ${chatbot.id} AND NOT eu.is_test AND eu.channel = 'whatsapp'
        AND eu.opted_out_at IS NULL AND eu.invalid_number_at IS NULL AND ${where}
    ) reachable`);
  const row = result.rows[0] ?? {};
  return {
    recipients: row.recipients ?? 0,
    missing: variables.map((parameter, index) => ({
      key: parameter.key,
      variable: parameter.value,
      count: row[`m${index}`] ?? 0,
      fallback: parameter.fallback,
    })),
  };
}
