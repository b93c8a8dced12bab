import type { Condition } from '@griot/contract/segments/segmentSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import {
  campaignExclusions,
  EXCLUSION_REASONS,
  type ExclusionReason,
  firstReason,
} from '../../../domain/audience/campaignExclusions';
import { compileConditions, conditionScope } from '../../../domain/audience/compileConditions';
import type { SegmentChatbot } from '../../../domain/audience/findMatchingEndUsers';
import type { ForecastModel } from './forecastModel';

/**
 * One group of the segment: the end-users with the same exclusion reason (null: sent), window
 * state and, for those sent, the first four digits of their number (enough to tell the country: a
 * calling code has at most three, and North America's area code follows the 1).
 */
export type ForecastGroup = {
  reason: ExclusionReason | null;
  inside: boolean;
  prefix: string | null;
  /** A number of the group, whose country stands for the group's. */
  sample: string | null;
  count: number;
  /** Of them, capped by Meta (131049) within 7 days. */
  capped: number;
};

const REASON_KEYS = Object.fromEntries(EXCLUSION_REASONS.map((reason) => [reason, reason])) as Record<
  ExclusionReason,
  string
>;

/**
 * The whole forecast of the segment in one aggregate statement: every end-user matched is read
 * once, given the reason the campaign's start would give (campaignExclusions), and counted into a
 * few groups. Node only adds the groups up: a million end-users are a few hundred rows.
 */
export async function countForecastGroups(
  db: Database,
  chatbot: SegmentChatbot,
  conditions: readonly Condition[],
  model: ForecastModel,
): Promise<ForecastGroup[]> {
  const where = compileConditions(conditions, conditionScope(chatbot));
  const exclusions = campaignExclusions({
    chatbotId: chatbot.id,
    local: model.source === 'local',
    category: model.category,
  });
  const result = await db.execute<ForecastGroup>(sql`
    SELECT s.reason, s.inside, CASE WHEN s.reason IS NULL THEN left(s.digits, 4) END AS prefix,
           min(s.digits) FILTER (WHERE s.reason IS NULL) AS sample,
           count(*)::int AS count, count(*) FILTER (WHERE s.capped)::int AS capped
    FROM (
      SELECT ${firstReason(exclusions.reasons, REASON_KEYS)}::text AS reason,
             coalesce(${exclusions.insideWindow}, false) AS inside,
             coalesce(eu.meta_capped_at > now() - interval '7 days', false) AS capped,
             CASE WHEN eu.phone <> '' THEN ltrim(eu.phone, '+') ELSE eu.external_id END AS digits
      FROM end_users eu ${exclusions.windowJoin}
      WHERE eu.chatbot_id = ${chatbot.id} AND NOT eu.is_test AND ${where}
    ) s
    GROUP BY 1, 2, 3`);
  return result.rows;
}
