import type { responseTimesSchema } from '@griot/contract/inbox/inboxSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';

export type ResponseTimes = z.output<typeof responseTimesSchema>;

const median = (column: string) => sql.raw(`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${column})::float8`);

/**
 * The response times of the stretches with a person opened in the last `days` days
 * (conversation_episodes, on conversation_episodes_workspace_opened), medians in seconds:
 * - first response: from the opening to the first message a person wrote, credited to the member
 *   who wrote it (first_responder_id);
 * - resolution: from the opening to the resolution, credited to the member who handled the
 *   stretch — its assignee when it was resolved (the one who did the work, even when a colleague
 *   or the flow closed it), else whoever answered first, else whoever resolved it.
 * An agent's `conversations` are the stretches they handled, `resolved` those of them resolved.
 * A stretch still running counts in `conversations`, not in the resolution median.
 */
export async function readResponseTimes(
  db: Database,
  workspaceId: string,
  days: number,
): Promise<ResponseTimes> {
  const { rows } = await db.execute<{
    user_id: string | null;
    name: string | null;
    conversations: number;
    resolved: number;
    first_response_median: number | null;
    resolution_median: number | null;
  }>(sql`
    WITH ep AS (
      SELECT coalesce(e.assignee_id, e.first_responder_id, e.resolved_by) AS handler, e.first_responder_id,
             e.resolved_at IS NOT NULL AS is_resolved,
             extract(epoch FROM e.first_response_at - e.opened_at) AS first_response,
             extract(epoch FROM e.resolved_at - e.opened_at) AS resolution
      FROM conversation_episodes e
      WHERE e.workspace_id = ${workspaceId} AND e.opened_at >= now() - make_interval(days => ${days})
    ), people AS (
      SELECT handler AS user_id FROM ep WHERE handler IS NOT NULL
      UNION SELECT first_responder_id FROM ep WHERE first_responder_id IS NOT NULL
    )
    SELECT 0 AS part, NULL::uuid AS user_id, NULL AS name, count(*)::int AS conversations,
           count(*) FILTER (WHERE is_resolved)::int AS resolved,
           ${median('first_response')} AS first_response_median,
           ${median('resolution')} AS resolution_median
    FROM ep
    UNION ALL
    SELECT 1, p.user_id, coalesce(nullif(trim(u.firstname || ' ' || u.lastname), ''), u.email),
           (SELECT count(*)::int FROM ep WHERE handler = p.user_id),
           (SELECT count(*)::int FROM ep WHERE handler = p.user_id AND is_resolved),
           (SELECT ${median('first_response')} FROM ep WHERE first_responder_id = p.user_id),
           (SELECT ${median('resolution')} FROM ep WHERE handler = p.user_id)
    FROM people p JOIN users u ON u.id = p.user_id
    ORDER BY part`);
  const number = (value: number | null) => (value === null ? null : Number(value));
  const [overall, ...agents] = rows;
  return {
    days,
    overall: {
      conversations: Number(overall?.conversations ?? 0),
      first_response_median: number(overall?.first_response_median ?? null),
      resolution_median: number(overall?.resolution_median ?? null),
    },
    agents: agents
      .map((row) => ({
        user_id: row.user_id ?? '',
        name: row.name ?? '',
        conversations: Number(row.conversations),
        resolved: Number(row.resolved),
        first_response_median: number(row.first_response_median),
        resolution_median: number(row.resolution_median),
      }))
      .sort((a, b) => b.conversations - a.conversations || a.name.localeCompare(b.name, 'fr')),
  };
}
