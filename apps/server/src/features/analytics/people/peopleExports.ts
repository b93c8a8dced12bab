import { analyticsMessages } from '@griot/contract/analytics/analyticsMessages';
import type { CsvTable, ExportScope } from '../export/exportRegistry';
import { agentRows, broadcastRows } from './peopleRows';

function peopleScope({ from, to, ...scope }: ExportScope) {
  return { ...scope, period: { from, to } };
}

/** The 'agents' table: a person per row, the stretches nobody handled last (export/exportTables.ts). */
export const agentsCsv: CsvTable = {
  header(): readonly string[] {
    const m = analyticsMessages.agentsCsv;
    return [
      m.member,
      m.conversations,
      m.resolved,
      m.firstResponseMedian,
      m.firstResponseP90,
      m.resolutionMedian,
      m.resolutionP90,
    ];
  },
  async *rows(db, scope) {
    for await (const row of agentRows(db, peopleScope(scope)))
      yield [
        row.user_id === null ? analyticsMessages.agentsCsv.unassigned : row.name,
        row.conversations,
        row.resolved,
        row.median_first_response_seconds,
        row.p90_first_response_seconds,
        row.median_resolution_seconds,
        row.p90_resolution_seconds,
      ];
  },
};

/** The 'broadcasts' table: the broadcasts started in the period, newest first (export/exportTables.ts). */
export const broadcastsCsv: CsvTable = {
  header(): readonly string[] {
    const m = analyticsMessages.broadcastsCsv;
    return [
      m.broadcast,
      m.chatbot,
      m.startedAt,
      m.recipients,
      m.sent,
      m.delivered,
      m.read,
      m.failed,
      m.replies,
    ];
  },
  async *rows(db, scope) {
    for await (const row of broadcastRows(db, peopleScope(scope)))
      yield [
        row.name,
        row.chatbot_name,
        row.started_at,
        row.recipients,
        row.sent,
        row.delivered,
        row.read,
        row.failed,
        row.replies,
      ];
  },
};
