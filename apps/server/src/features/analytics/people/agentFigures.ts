import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { sql } from 'drizzle-orm';
import { agentBreakdown } from './agentBreakdown';
import { episodesCte, percentile } from './episodeQueries';
import type { Database, PeopleScope } from './peopleScope';
import { seconds } from './peopleScope';

type Measures<P extends string> = {
  [K in 'first_median' | 'first_p90' | 'resolution_median' | 'resolution_p90' as `${P}${K}`]: number | null;
};
type Durations = { answered: number; resolved: number } & Measures<''> & Measures<'previous_'>;

/** Median and p90 of both durations over the episodes `which` selects (no GROUP BY: no sort of every row). */
function measures(which: 'current' | 'NOT current', prefix: '' | 'previous_') {
  const of = (fraction: number, column: string, name: string) =>
    sql`${percentile(fraction, column)} FILTER (WHERE ${sql.raw(which)}) AS ${sql.raw(prefix + name)}`;
  return sql.join(
    [
      of(0.5, 'first_response', 'first_median'),
      of(0.9, 'first_response', 'first_p90'),
      of(0.5, 'resolution', 'resolution_median'),
      of(0.9, 'resolution', 'resolution_p90'),
    ],
    sql`, `,
  );
}

/**
 * The summary's `agents`: first response (opening → a person's first message) and resolution
 * (opening → resolved) of the stretches with a person opened in the period, median and 90th
 * percentile, against the previous period; `count` is how many of them were measured (answered,
 * resolved). A stretch not answered or not resolved yet counts in its agent's conversations only.
 */
export async function agentFigures(db: Database, scope: PeopleScope): Promise<AnalyticsSummary['agents']> {
  const [totals, agents] = await Promise.all([
    db.execute<Durations>(sql`
      WITH ${episodesCte(scope)}
      SELECT count(first_response) FILTER (WHERE current)::int AS answered,
             count(resolution) FILTER (WHERE current)::int AS resolved,
             ${measures('current', '')}, ${measures('NOT current', 'previous_')}
      FROM ep`),
    agentBreakdown(db, scope),
  ]);
  const row = totals.rows[0];
  return {
    first_response: {
      median_seconds: seconds(row?.first_median),
      p90_seconds: seconds(row?.first_p90),
      previous_median_seconds: seconds(row?.previous_first_median),
      previous_p90_seconds: seconds(row?.previous_first_p90),
      count: Number(row?.answered ?? 0),
    },
    resolution: {
      median_seconds: seconds(row?.resolution_median),
      p90_seconds: seconds(row?.resolution_p90),
      previous_median_seconds: seconds(row?.previous_resolution_median),
      previous_p90_seconds: seconds(row?.previous_resolution_p90),
      count: Number(row?.resolved ?? 0),
    },
    by_agent: agents.map((agent) => ({
      user_id: agent.user_id,
      name: agent.name,
      conversations: agent.conversations,
      median_first_response_seconds: agent.median_first_response_seconds,
      median_resolution_seconds: agent.median_resolution_seconds,
    })),
  };
}
