import { analyticsMessages } from '@griot/contract/analytics/analyticsMessages';
import {
  ANALYTICS_TABLES,
  type AnalyticsTable,
  analyticsPeriodSchema,
} from '@griot/contract/analytics/analyticsSchemas';
import { messages } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { currentLanguage } from '@griot/i18n/currentLanguage';
import { z } from 'zod';
import { apiError } from '../../../api/apiError';
import { csvFileLines } from '../../../lib/csvFile';
import { resolveAnalyticsScope } from '../summary/analyticsScope';
import { exportFileName, exportTables } from './exportTables';

const tableSchema = z.enum(ANALYTICS_TABLES, { error: () => analyticsMessages.unknownTable });

/** A validated export: its file name and its lines (the BOM and the header first), read lazily. */
export interface AnalyticsCsvFile {
  fileName: string;
  lines: AsyncIterable<string>;
}

/**
 * Checks an export request (table, period, chatbot of the workspace) and prepares its file; any
 * refusal is thrown (French apiError) before a byte is written. Columns are separated by ';' in
 * French and Spanish (what Excel expects in those locales) and ',' in English; numbers are plain
 * digits and dates ISO whatever the language.
 */
export async function prepareAnalyticsCsv(
  db: Database,
  workspaceId: string,
  query: Record<string, unknown>,
): Promise<AnalyticsCsvFile> {
  const table = tableSchema.safeParse(query.table);
  if (!table.success) throw apiError(400, analyticsMessages.unknownTable);
  const period = analyticsPeriodSchema.safeParse({
    from: query.from,
    to: query.to,
    ...(query.chatbotId ? { chatbotId: query.chatbotId } : {}),
  });
  if (!period.success) {
    const issue = period.error.issues[0];
    if (issue?.path[0] === 'chatbotId') throw apiError(404, messages.chatbots.notFound);
    throw apiError(400, issue?.message ?? analyticsMessages.badDate);
  }
  const provider = exportTables[table.data as AnalyticsTable];
  if (!provider) throw apiError(400, analyticsMessages.unknownTable);
  const scope = await resolveAnalyticsScope(db, workspaceId, period.data);
  const separator = currentLanguage() === 'en' ? ',' : ';';
  const header = provider.header();
  const rows = provider.rows(db, {
    workspaceId,
    ...(scope.chatbotId ? { chatbotId: scope.chatbotId } : {}),
    from: scope.period.from,
    to: scope.period.to,
    timeZone: scope.timeZone,
  });
  return {
    fileName: exportFileName(table.data, scope.period.from, scope.period.to),
    lines: csvFileLines(header, rows, separator),
  };
}
