import { workspaceProcedures } from '../../../api/procedures';

/** GET /analytics/… (funnel): being built (issue 28). */
export const handleAnalyticsFunnel = workspaceProcedures.analytics.funnel.handler(async () => {
  throw new Error('analytics.funnel: not built yet');
});
