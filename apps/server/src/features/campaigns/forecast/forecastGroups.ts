import type { Condition } from '@griot/contract/segments/segmentSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import {
  campaignExclusions,
  EXCLUSION_REASONS,
  type ExclusionReason,
  firstReasonIndex,
} from '../../../domain/audience/campaignExclusions';
import { compileConditions, conditionScope } from '../../../domain/audience/compileConditions';
import type { SegmentChatbot } from '../../../domain/audience/findMatchingEndUsers';
import { catchUpActivity } from '../../../lib/activityBacklog';
import type { ForecastModel } from './forecastModel';
import {
  chooseForecastSample,
  FORECAST_SAMPLING,
  type ForecastSample,
  type ForecastSampling,
  sampledMargin,
  scaleSampled,
} from './forecastSample';

/**
 * One group of the segment: the end-users with the same exclusion reason (null: sent), window
 * state and, for those sent, the first four digits of their WhatsApp id (enough to tell the
 * country: prefixCountry; Meta prices by the wa_id's calling code).
 */
export type ForecastGroup = {
  reason: ExclusionReason | null;
  inside: boolean;
  prefix: string | null;
  count: number;
  /** Of them, capped by Meta (131049) within 7 days. */
  capped: number;
};

/** The segment's groups, and the sample they were read on (null: every end-user counted). */
export interface ForecastGroups {
  groups: ForecastGroup[];
  estimate: { share: number; sampled: number; reachMargin: number } | null;
}

/**
 * The forecast's groups: for a chatbot past `sampling.above` end-users, read on a random sample and
 * brought to scale, unless `exact` is asked or too few of the segment are in the sample (a narrow
 * segment of a large chatbot is counted whole: its estimate would be loose).
 */
export async function readForecastGroups(
  db: Database,
  chatbot: SegmentChatbot & { endUserCount: number },
  conditions: readonly Condition[],
  model: ForecastModel,
  options: { exact: boolean; sampling?: ForecastSampling },
): Promise<ForecastGroups> {
  const sampling = options.sampling ?? FORECAST_SAMPLING;
  const sample = options.exact ? null : chooseForecastSample(chatbot.endUserCount, sampling);
  if (sample) {
    const sampled = await countForecastGroups(db, chatbot, conditions, model, sample);
    const matched = sampled.reduce((sum, group) => sum + group.count, 0);
    if (matched >= sampling.minMatched) {
      const groups = sampled.map((group) => ({
        ...group,
        count: scaleSampled(group.count, sample.share),
        capped: scaleSampled(group.capped, sample.share),
      }));
      const reached = sampled.reduce((sum, group) => sum + (group.reason === null ? group.count : 0), 0);
      return {
        groups,
        estimate: {
          share: sample.share,
          sampled: matched,
          reachMargin: sampledMargin(reached, sample.share),
        },
      };
    }
  }
  return { groups: await countForecastGroups(db, chatbot, conditions, model, null), estimate: null };
}

/**
 * The whole forecast of the segment in one aggregate statement: every end-user matched is read
 * once, given the reason the campaign's start would give (campaignExclusions), and counted into a
 * few groups. Node only adds the groups up: a million end-users are a few dozen rows. The activity
 * backlog is applied first, as the start does: the window counts every message answered so far.
 */
async function countForecastGroups(
  db: Database,
  chatbot: SegmentChatbot,
  conditions: readonly Condition[],
  model: ForecastModel,
  sample: ForecastSample | null,
): Promise<ForecastGroup[]> {
  const where = compileConditions(conditions, conditionScope(chatbot));
  const exclusions = campaignExclusions({
    chatbotId: chatbot.id,
    local: model.source === 'local',
    category: model.category,
  });
  await catchUpActivity(db, { wait: true });
  // The sample's bound on the id: the (chatbot_id, id) index (0057) reads only the sampled rows.
  const sampled = sample ? sql`eu.id < ${sample.below}::uuid AND` : sql``;
  // Two short keys per end-user, grouped by hash: the planner cannot tell from expressions that
  // they make a few dozen groups, and would sort a million rows on disk otherwise. The first key is
  // the reason's index (0: sent), plus 10 inside the window, plus 20 capped by Meta this week (one
  // more term of the key costs less per end-user than a second, filtered count).
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_sort = off`);
    return tx.execute<{ key: number; prefix: string; count: number }>(sql`
      SELECT ${firstReasonIndex(exclusions.reasons)}
               + CASE WHEN ${exclusions.insideWindow} THEN 10 ELSE 0 END
               + CASE WHEN eu.meta_capped_at > (SELECT now() - interval '7 days') THEN 20 ELSE 0 END AS key,
             left(eu.external_id, 4) AS prefix,
             count(*)::int AS count
      FROM end_users eu
      WHERE ${sampled} eu.chatbot_id = ${chatbot.id} AND NOT eu.is_test AND ${where}
      GROUP BY 1, 2`);
  });
  return result.rows.map((row) => ({
    reason: EXCLUSION_REASONS[(row.key % 10) - 1] ?? null,
    inside: row.key % 20 >= 10,
    prefix: row.key % 10 === 0 ? row.prefix : null,
    count: row.count,
    capped: row.key >= 20 ? row.count : 0,
  }));
}
