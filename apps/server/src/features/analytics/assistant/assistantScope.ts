import type { Database } from '@griot/db/openDatabase';
import { type SQL, sql } from 'drizzle-orm';
import { workspaceTimeZone } from '../../../runtime/chatbotRuntimeCache';

/** What the GRIOT IA insights are about: a workspace (or one of its chatbots) over a period. */
export interface AssistantScope {
  workspaceId: string;
  /** Already checked as the workspace's by the caller (requireOwnedChatbot). */
  chatbotId?: string;
  /** Local days `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  /** The same number of days just before. */
  previousFrom: string;
  previousTo: string;
  /** IANA name the days are cut in (the workspace's business hours). */
  timeZone: string;
}

/**
 * An answer this unsure counts as 'low confidence': fewer than half of the question's significant
 * words were in the passages it was built from (assistant_calls.confidence, migration 0044).
 */
export const LOW_CONFIDENCE_BELOW = 0.5;

export async function loadAssistantScope(
  db: Database,
  request: { workspaceId: string; chatbotId?: string; from: string; to: string },
): Promise<AssistantScope> {
  const stored = await db.execute<{ time_zone: string | null }>(sql`
    SELECT inbox_settings->'business_hours'->>'timezone' AS time_zone FROM workspaces
    WHERE id = ${request.workspaceId}`);
  const days = dayCount(request.from, request.to);
  return {
    ...request,
    previousFrom: shiftDay(request.from, -days),
    previousTo: shiftDay(request.from, -1),
    timeZone: workspaceTimeZone(stored.rows[0]?.time_zone),
  };
}

function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant a local day begins in the scope's time zone. */
export function dayStart(day: string, timeZone: string): SQL {
  return sql`((${day}::date)::timestamp AT TIME ZONE ${timeZone})`;
}

/** The instant after a local day ends (the next one's start): ranges are [start, end). */
export function dayEnd(day: string, timeZone: string): SQL {
  return sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
}

/**
 * The end-users' calls of the scope's chatbots (never the knowledge screen's test console), as SQL
 * conditions on `ac` (assistant_calls) — the workspace is checked through the chatbot, so another
 * workspace's calls are never read.
 */
export function scopedCalls(scope: Pick<AssistantScope, 'workspaceId' | 'chatbotId'>): SQL {
  return sql`ac.source = 'runtime' AND ac.chatbot_id IN (
    SELECT id FROM chatbots WHERE workspace_id = ${scope.workspaceId}
    ${scope.chatbotId ? sql`AND id = ${scope.chatbotId}` : sql``})`;
}

/** The outcome classes of the screen, as one SQL CASE over `ac`. */
export const callKind = sql`CASE
    WHEN ac.outcome = 'agent' THEN 'escalated'
    WHEN ac.outcome IN ('answered', 'redirected')
      THEN CASE WHEN ac.confidence < ${LOW_CONFIDENCE_BELOW} THEN 'low_confidence' ELSE 'answered' END
    ELSE 'unanswered' END`;
