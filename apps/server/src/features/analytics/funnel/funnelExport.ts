import { analyticsMessages } from '@griot/contract/analytics/analyticsMessages';
import type { CsvTable } from '../export/exportRegistry';
import { funnelRows } from './funnelRows';

/**
 * The 'funnel' table of the CSV export (export/exportTables.ts): each block of each chatbot (or of
 * the one chosen), then its elements that wait for an answer, with reached, left there, the
 * drop-off in % and the top choices.
 */
export const funnelCsv: CsvTable = {
  header(): readonly string[] {
    const m = analyticsMessages.funnelCsv;
    return [m.chatbot, m.block, m.element, m.elementType, m.reached, m.left, m.dropOff, m.topChoices];
  },
  async *rows(db, scope) {
    for await (const row of funnelRows(db, scope))
      yield [
        row.chatbot,
        row.block,
        row.element,
        row.element_type,
        row.reached,
        row.left,
        row.drop_off === '' ? null : Math.round(row.drop_off * 1000) / 10,
        row.top_choices,
      ];
  },
};
