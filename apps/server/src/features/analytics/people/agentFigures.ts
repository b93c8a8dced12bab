import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { sql } from 'drizzle-orm';
import { agentBreakdown } from './agentBreakdown';
import { episodesCte, percentile } from './episodeQueries';
import type { Database, PeopleScope } from './peopleScope';
import { seconds } from './peopleScope';

type Durations = {
  current: boolean;
  episodes: number;
  answered: number;
  resolved: number;
  first_median: number | null;
  first_p90: number | null;
  resolution_median: number | null;
  resolution_p90: number | null;
};

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
      SELECT current, count(*)::int AS episodes, count(first_response)::int AS answered,
             count(resolution)::int AS resolved,
             ${percentile(0.5, 'first_response')} AS first_median, ${percentile(0.9, 'first_response')} AS first_p90,
             ${percentile(0.5, 'resolution')} AS resolution_median, ${percentile(0.9, 'resolution')} AS resolution_p90
      FROM ep GROUP BY current`),
    agentBreakdown(db, scope),
  ]);
  const now = totals.rows.find((row) => row.current);
  const before = totals.rows.find((row) => !row.current);
  return {
    first_response: {
      median_seconds: seconds(now?.first_median),
      p90_seconds: seconds(now?.first_p90),
      previous_median_seconds: seconds(before?.first_median),
      previous_p90_seconds: seconds(before?.first_p90),
      count: Number(now?.answered ?? 0),
    },
    resolution: {
      median_seconds: seconds(now?.resolution_median),
      p90_seconds: seconds(now?.resolution_p90),
      previous_median_seconds: seconds(before?.resolution_median),
      previous_p90_seconds: seconds(before?.resolution_p90),
      count: Number(now?.resolved ?? 0),
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
