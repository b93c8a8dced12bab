import { type SQL, sql } from 'drizzle-orm';
import type { DayRange } from './peopleScope';
import { scopeInstants } from './peopleScope';

interface EpisodeScope {
  workspaceId: string;
  chatbotId?: string;
  period: DayRange;
  previous?: DayRange;
  timeZone: string;
}

/**
 * The stretches with a person (conversation_episodes) opened from the previous period's start to
 * the period's end, on the (workspace_id, opened_at) index: `current` says which period. The
 * playground simulator's conversations are no customers (is_test, as in the inbox's list): their
 * few end-users ('web', 'test-…') are read once on end_users_identity's prefix range and hashed,
 * rather than probing each stretch's end-user or scanning every end-user (a silent web visitor, the
 * other is_test, never wrote: no stretch with a person).
 * Columns: current, opened_reason, handler, first_responder_id, is_resolved, first_response and
 * resolution in seconds (null: no answer yet / not resolved yet).
 *
 * An episode is credited to whoever handled it: its assignee (the one who did the work, even when
 * a colleague or the flow closed it), else whoever answered first, else whoever resolved it — the
 * rule of the inbox's response times (inbox/responseTimeQueries.ts), so both screens agree. A first
 * response is credited to the person who wrote it (first_responder_id).
 */
export function episodesCte(scope: EpisodeScope): SQL {
  const { previousStart, start, end } = scopeInstants(scope);
  return sql`ep AS (
    SELECT e.opened_at >= ${start} AS current, e.opened_reason,
           coalesce(e.assignee_id, e.first_responder_id, e.resolved_by) AS handler, e.first_responder_id,
           e.resolved_at IS NOT NULL AS is_resolved,
           extract(epoch FROM e.first_response_at - e.opened_at)::float8 AS first_response,
           extract(epoch FROM e.resolved_at - e.opened_at)::float8 AS resolution
    FROM conversation_episodes e
    WHERE e.workspace_id = ${scope.workspaceId}
      AND e.opened_at >= ${previousStart} AND e.opened_at < ${end}
      ${scope.chatbotId ? sql`AND e.chatbot_id = ${scope.chatbotId}` : sql``}
      AND e.end_user_id NOT IN (
        SELECT eu.id FROM end_users eu
        WHERE eu.chatbot_id IN (SELECT id FROM chatbots WHERE workspace_id = ${scope.workspaceId})
          AND eu.channel = 'web' AND eu.external_id LIKE 'test-%' AND eu.is_test)
  )`;
}

export const percentile = (fraction: number, column: string) =>
  sql.raw(`percentile_cont(${fraction}) WITHIN GROUP (ORDER BY ${column})`);
