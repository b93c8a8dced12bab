import { workspaceProcedures } from '../../../api/procedures';

/** GET /analytics/… (summary): being built (issue 28). */
export const handleAnalyticsSummary = workspaceProcedures.analytics.summary.handler(async () => {
  throw new Error('analytics.summary: not built yet');
});
