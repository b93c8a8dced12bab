import { workspaceProcedures } from '../../../api/procedures';
import { prepareAnalyticsCsv } from './analyticsCsvFile';

/**
 * GET /analytics/export.csv for oRPC clients: the same file, built whole. Over HTTP the streamed
 * route registerAnalyticsExport answers first (registered before the procedures).
 */
export const handleAnalyticsExport = workspaceProcedures.analytics.export.handler(
  async ({ input, context }) => {
    const file = await prepareAnalyticsCsv(context.db, context.workspace.id, input);
    const parts: string[] = [];
    for await (const line of file.lines) parts.push(line);
    return new File(parts, file.fileName, { type: 'text/csv;charset=utf-8' });
  },
);
