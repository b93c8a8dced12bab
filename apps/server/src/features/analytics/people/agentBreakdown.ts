import { sql } from 'drizzle-orm';
import { episodesCte, percentile } from './episodeQueries';
import type { Database, PeopleScope } from './peopleScope';
import { seconds } from './peopleScope';

/** One person's stretches of the period (user_id null: those nobody handled yet). */
export type AgentBreakdownRow = {
  user_id: string | null;
  name: string;
  /** Stretches they handled (see episodesCte for who handles one). */
  conversations: number;
  resolved: number;
  median_first_response_seconds: number | null;
  p90_first_response_seconds: number | null;
  median_resolution_seconds: number | null;
  p90_resolution_seconds: number | null;
};

/**
 * Per person, the stretches opened in the period: how many they handled and resolved, the median
 * and 90th percentile of their first responses (those they wrote) and of the resolution of those
 * they handled. Most conversations first, then by name; the row of unhandled stretches last.
 */
export async function agentBreakdown(
  db: Database,
  scope: Omit<PeopleScope, 'previous'>,
): Promise<AgentBreakdownRow[]> {
  // The period alone (a caller's previous period would only widen the scan).
  const { rows } = await db.execute<AgentBreakdownRow>(sql`
    WITH ${episodesCte({ ...scope, previous: scope.period })}, cur AS (SELECT * FROM ep WHERE current),
    people AS (
      SELECT handler AS user_id FROM cur
      UNION SELECT first_responder_id FROM cur WHERE first_responder_id IS NOT NULL
    ), handled AS (
      SELECT handler AS user_id, count(*)::int AS conversations, count(*) FILTER (WHERE is_resolved)::int AS resolved,
             ${percentile(0.5, 'resolution')} AS median_resolution_seconds,
             ${percentile(0.9, 'resolution')} AS p90_resolution_seconds
      FROM cur GROUP BY handler
    ), answered AS (
      SELECT first_responder_id AS user_id,
             ${percentile(0.5, 'first_response')} AS median_first_response_seconds,
             ${percentile(0.9, 'first_response')} AS p90_first_response_seconds
      FROM cur WHERE first_responder_id IS NOT NULL GROUP BY first_responder_id
    )
    SELECT p.user_id,
           CASE WHEN p.user_id IS NULL THEN ''
                ELSE coalesce(nullif(trim(coalesce(u.firstname, '') || ' ' || coalesce(u.lastname, '')), ''), u.email, '')
           END AS name,
           coalesce(h.conversations, 0) AS conversations, coalesce(h.resolved, 0) AS resolved,
           a.median_first_response_seconds, a.p90_first_response_seconds,
           h.median_resolution_seconds, h.p90_resolution_seconds
    FROM people p
    LEFT JOIN users u ON u.id = p.user_id
    LEFT JOIN handled h ON h.user_id IS NOT DISTINCT FROM p.user_id
    LEFT JOIN answered a ON a.user_id = p.user_id
    WHERE p.user_id IS NULL OR u.id IS NOT NULL
    ORDER BY p.user_id IS NULL, coalesce(h.conversations, 0) DESC, name, p.user_id`);
  return rows.map((row) => ({
    user_id: row.user_id,
    name: row.name,
    conversations: Number(row.conversations),
    resolved: Number(row.resolved),
    median_first_response_seconds: seconds(row.median_first_response_seconds),
    p90_first_response_seconds: seconds(row.p90_first_response_seconds),
    median_resolution_seconds: seconds(row.median_resolution_seconds),
    p90_resolution_seconds: seconds(row.p90_resolution_seconds),
  }));
}
