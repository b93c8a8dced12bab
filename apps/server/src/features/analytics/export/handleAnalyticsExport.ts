import { workspaceProcedures } from '../../../api/procedures';

/** GET /analytics/… (export): being built (issue 28). */
export const handleAnalyticsExport = workspaceProcedures.analytics.export.handler(async () => {
  throw new Error('analytics.export: not built yet');
});
