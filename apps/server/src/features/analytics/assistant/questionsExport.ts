import { analyticsMessages } from '@griot/contract/analytics/analyticsMessages';
import type { Database } from '@griot/db/openDatabase';
import { type AssistantQuestionRow, assistantQuestionRows } from './assistantQuestionRows';

/** What the export hands each table (export/exportRegistry.ts, ExportScope), typed structurally. */
interface ExportScope {
  workspaceId: string;
  chatbotId?: string;
  from: string;
  to: string;
  timeZone: string;
}

type CsvValue = string | number | null;

function kindText(kind: AssistantQuestionRow['kind']): string {
  const m = analyticsMessages.questionsCsv;
  return {
    answered: m.answered,
    low_confidence: m.lowConfidence,
    unanswered: m.unanswered,
    escalated: m.escalated,
  }[kind];
}

/** The 'questions' table: every end-user question GRIOT IA got in the period, oldest first (export/exportTables.ts). */
export const questionsCsv = {
  header(): readonly string[] {
    const m = analyticsMessages.questionsCsv;
    return [m.askedAt, m.chatbot, m.question, m.result, m.outcome, m.confidence, m.files];
  },
  async *rows(db: Database, scope: ExportScope): AsyncIterable<readonly CsvValue[]> {
    for await (const row of assistantQuestionRows(db, scope))
      yield [
        row.asked_at,
        row.chatbot,
        row.question,
        kindText(row.kind),
        row.outcome,
        row.confidence === '' ? null : Number(row.confidence),
        row.files,
      ];
  },
};
