import type { AnalyticsTable } from '@griot/contract/analytics/analyticsSchemas';
import { questionsCsv } from '../assistant/questionsExport';
import { funnelCsv } from '../funnel/funnelExport';
import { agentsCsv, broadcastsCsv } from '../people/peopleExports';
import type { CsvTable } from './exportRegistry';
import { channelsCsv, daysCsv, hoursCsv } from './overviewCsv';

/**
 * The tables of GET /analytics/export.csv, each from the part that owns its figures (one line
 * each: people/ agents and broadcasts, funnel/ funnel, assistant/ questions). A table not here
 * yet answers the French unknownTable error.
 */
export const exportTables: Partial<Record<AnalyticsTable, CsvTable>> = {
  days: daysCsv,
  channels: channelsCsv,
  hours: hoursCsv,
  agents: agentsCsv,
  broadcasts: broadcastsCsv,
  questions: questionsCsv,
  funnel: funnelCsv,
};

/** The file's French name by table: statistiques-jours-2026-10-01-2026-10-31.csv. */
export const EXPORT_FILE_NAMES: Record<AnalyticsTable, string> = {
  days: 'jours',
  channels: 'canaux',
  hours: 'heures',
  agents: 'agents',
  broadcasts: 'diffusions',
  funnel: 'entonnoir',
  questions: 'questions',
};

export function exportFileName(table: AnalyticsTable, from: string, to: string): string {
  return `statistiques-${EXPORT_FILE_NAMES[table]}-${from}-${to}.csv`;
}
