import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { sql } from 'drizzle-orm';
import { episodesCte } from './episodeQueries';
import type { Database, PeopleScope } from './peopleScope';

/** Why a stretch with a person opened, in the order the screen lists them (conversation_episodes.opened_reason). */
const REASONS = ['bot', 'customer', 'griot', 'agent'] as const;

/**
 * The summary's `handovers`: the stretches with a person opened in the period (the same episodes
 * as the agents' figures), by why they opened — every reason listed, 0 included — and the
 * previous period's total.
 */
export async function handoverFigures(
  db: Database,
  scope: PeopleScope,
): Promise<AnalyticsSummary['handovers']> {
  const { rows } = await db.execute<{ opened_reason: string; current: number; previous: number }>(sql`
    WITH ${episodesCte(scope)}
    SELECT opened_reason, count(*) FILTER (WHERE current)::int AS current,
           count(*) FILTER (WHERE NOT current)::int AS previous
    FROM ep GROUP BY opened_reason`);
  const byReason = REASONS.map((reason) => ({
    reason,
    count: Number(rows.find((row) => row.opened_reason === reason)?.current ?? 0),
  }));
  return {
    total: {
      value: byReason.reduce((sum, row) => sum + row.count, 0),
      previous: rows.reduce((sum, row) => sum + Number(row.previous), 0),
    },
    by_reason: byReason,
  };
}
