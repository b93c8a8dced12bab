import { handleAnalyticsAssistant } from './assistant/handleAnalyticsAssistant';
import { handleAnalyticsExport } from './export/handleAnalyticsExport';
import { handleAnalyticsFunnel } from './funnel/handleAnalyticsFunnel';
import { handleAnalyticsSummary } from './summary/handleAnalyticsSummary';

/** /dashboard/analytics' calls (docs/ARCHITECTURE.md, 'Analytics'). */
export const analyticsRouter = {
  summary: handleAnalyticsSummary,
  funnel: handleAnalyticsFunnel,
  assistant: handleAnalyticsAssistant,
  export: handleAnalyticsExport,
};
