import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { type AssistantScope, callKind, dayEnd, dayStart, scopedCalls } from './assistantScope';

/** One end-user question of the 'questions' CSV. */
export type AssistantQuestionRow = {
  /** ISO instant in UTC, as every export writes dates. */
  asked_at: string;
  chatbot_id: string;
  chatbot: string;
  /** Empty for calls recorded before the insights (migration 0044). */
  question: string;
  /** The screen's classes. */
  kind: 'answered' | 'low_confidence' | 'unanswered' | 'escalated';
  /** GRIOT IA's own outcome: answered, redirected, agent, unknown, invalid:<rule>, timeout, error. */
  outcome: string;
  /** 0 to 1, '' when nothing was answered. */
  confidence: string;
  /** The knowledge files the answer came from, their names separated by ' | '. */
  files: string;
};

/** Rows read per round trip: the export streams a million rows in steady memory. */
const PAGE_ROWS = 1000;

type PageRow = AssistantQuestionRow & { id: string; created_at: string };

/**
 * Every end-user question of the period (oldest first), for `GET /analytics/export.csv?table=questions`.
 * Keyset pages over (created_at, id) on assistant_calls_runtime: each page is one index range.
 */
export async function* assistantQuestionRows(
  db: Database,
  scope: Pick<AssistantScope, 'workspaceId' | 'chatbotId' | 'from' | 'to' | 'timeZone'>,
): AsyncGenerator<AssistantQuestionRow> {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const result: { rows: PageRow[] } = await db.execute<PageRow>(sql`
      SELECT ac.id::text AS id, ac.created_at::text AS created_at,
        to_char(ac.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS asked_at,
        ac.chatbot_id, c.bot_name AS chatbot, coalesce(ac.question, '') AS question,
        ${callKind} AS kind, ac.outcome,
        CASE WHEN ac.confidence IS NULL THEN '' ELSE round(ac.confidence::numeric, 3)::float8::text END AS confidence,
        coalesce((SELECT string_agg(f.original_name, ' | ' ORDER BY f.original_name)
          FROM knowledge_files f WHERE f.id = ANY(ac.file_ids)), '') AS files
      FROM assistant_calls ac JOIN chatbots c ON c.id = ac.chatbot_id
      WHERE ${scopedCalls(scope)}
        AND ac.created_at >= ${dayStart(scope.from, scope.timeZone)}
        AND ac.created_at < ${dayEnd(scope.to, scope.timeZone)}
        ${after ? sql`AND (ac.created_at, ac.id) > (${after.createdAt}::timestamptz, ${after.id}::bigint)` : sql``}
      ORDER BY ac.created_at, ac.id
      LIMIT ${PAGE_ROWS}`);
    for (const { id: _id, created_at: _createdAt, ...row } of result.rows) yield row;
    const last = result.rows.at(-1);
    if (!last || result.rows.length < PAGE_ROWS) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
