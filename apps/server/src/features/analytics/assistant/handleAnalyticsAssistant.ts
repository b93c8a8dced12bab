import { workspaceProcedures } from '../../../api/procedures';

/** GET /analytics/… (assistant): being built (issue 28). */
export const handleAnalyticsAssistant = workspaceProcedures.analytics.assistant.handler(async () => {
  throw new Error('analytics.assistant: not built yet');
});
