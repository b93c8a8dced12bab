import type { AnalyticsAssistant } from '@griot/contract/analytics/analyticsSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import {
  type AssistantScope,
  callKind,
  dayEnd,
  dayStart,
  LOW_CONFIDENCE_BELOW,
  scopedCalls,
} from './assistantScope';
import type { AskedQuestion } from './groupQuestions';

/**
 * At most this many questions are read to group them: the period's latest unanswered or unsure
 * ones. Past that, older ones are left out of the groups (never out of the totals); grouping 2,000
 * short questions takes a few milliseconds.
 */
export const GROUPED_QUESTIONS_MAX = 2000;

type TotalsRow = { current: boolean; kind: string; count: string | number };

/** The five totals of the period and of the previous one, from one index range (assistant_calls_runtime). */
export async function loadTotals(
  db: Database,
  scope: AssistantScope,
): Promise<AnalyticsAssistant['questions']> {
  const start = dayStart(scope.from, scope.timeZone);
  const result = await db.execute<TotalsRow>(sql`
    SELECT ac.created_at >= ${start} AS current, ${callKind} AS kind, count(*) AS count
    FROM assistant_calls ac
    WHERE ${scopedCalls(scope)}
      AND ac.created_at >= ${dayStart(scope.previousFrom, scope.timeZone)}
      AND ac.created_at < ${dayEnd(scope.to, scope.timeZone)}
    GROUP BY 1, 2`);
  const figure = (kind?: string) => {
    let value = 0;
    let previous = 0;
    for (const row of result.rows)
      if (kind === undefined || row.kind === kind)
        if (row.current) value += Number(row.count);
        else previous += Number(row.count);
    return { value, previous };
  };
  return {
    total: figure(),
    answered: figure('answered'),
    low_confidence: figure('low_confidence'),
    unanswered: figure('unanswered'),
    escalated: figure('escalated'),
  };
}

type QuestionRow = {
  chatbot_id: string;
  chatbot_name: string;
  kind: AskedQuestion['kind'];
  question: string;
  asked_at: string;
};

/** The period's latest questions GRIOT IA could not answer or answered unsure (GROUPED_QUESTIONS_MAX). */
export async function loadAskedQuestions(db: Database, scope: AssistantScope): Promise<AskedQuestion[]> {
  // The classes' conditions on the raw columns (not callKind) so the latest rows come straight
  // from the index, newest first, and the chatbot's name is read for those only.
  const result = await db.execute<QuestionRow>(sql`
    SELECT calls.chatbot_id, c.bot_name AS chatbot_name, kind, question, asked_at FROM (
      SELECT ac.chatbot_id, ${callKind} AS kind, ac.question,
        to_char(ac.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS asked_at, ac.created_at
      FROM assistant_calls ac
      WHERE ${scopedCalls(scope)} AND ac.question IS NOT NULL
        AND ac.created_at >= ${dayStart(scope.from, scope.timeZone)}
        AND ac.created_at < ${dayEnd(scope.to, scope.timeZone)}
        AND ac.outcome <> 'agent'
        AND (ac.outcome NOT IN ('answered', 'redirected') OR ac.confidence < ${LOW_CONFIDENCE_BELOW})
      ORDER BY ac.created_at DESC
      LIMIT ${GROUPED_QUESTIONS_MAX}
    ) calls JOIN chatbots c ON c.id = calls.chatbot_id
    ORDER BY calls.created_at DESC`);
  return result.rows.map((row) => ({
    chatbotId: row.chatbot_id,
    chatbotName: row.chatbot_name,
    kind: row.kind,
    question: row.question,
    askedAt: row.asked_at,
  }));
}

/** The per-file table lists at most this many files, the most helpful first (a workspace may hold thousands). */
export const FILES_MAX = 100;

type FileRow = {
  file_id: string;
  name: string;
  chatbot_id: string;
  answered: string | number;
  total: string | number;
};

/**
 * Every indexed knowledge file of the scope with the questions of the period answered with its
 * help (its chunks were among the passages of an answer, sure or not), and its share of all the
 * answers; files that helped none are listed too (0): they are the ones to review. At most
 * FILES_MAX files, the most helpful first.
 */
export async function loadFileShares(
  db: Database,
  scope: AssistantScope,
): Promise<{ files: AnalyticsAssistant['files'] }> {
  const result = await db.execute<FileRow>(sql`
    WITH answers AS MATERIALIZED (
      SELECT ac.file_ids FROM assistant_calls ac
      WHERE ${scopedCalls(scope)} AND ac.outcome = 'answered'
        AND ac.created_at >= ${dayStart(scope.from, scope.timeZone)}
        AND ac.created_at < ${dayEnd(scope.to, scope.timeZone)}
    ), used AS (
      SELECT file_id, count(*) AS answered FROM answers, unnest(answers.file_ids) AS file_id GROUP BY file_id
    )
    SELECT f.id AS file_id, f.original_name AS name, f.chatbot_id, coalesce(u.answered, 0) AS answered,
      (SELECT count(*) FROM answers) AS total
    FROM knowledge_files f
    JOIN chatbots c ON c.id = f.chatbot_id AND c.workspace_id = ${scope.workspaceId}
    LEFT JOIN used u ON u.file_id = f.id
    WHERE f.status = 'indexed' ${scope.chatbotId ? sql`AND f.chatbot_id = ${scope.chatbotId}` : sql``}
    ORDER BY answered DESC, f.original_name, f.id
    LIMIT ${FILES_MAX}`);
  const total = Number(result.rows[0]?.total ?? 0);
  return {
    files: result.rows.map((row) => {
      const answered = Number(row.answered);
      return {
        file_id: row.file_id,
        name: row.name,
        chatbot_id: row.chatbot_id,
        answered,
        share: total === 0 ? 0 : Math.round((answered / total) * 1000) / 1000,
      };
    }),
  };
}
