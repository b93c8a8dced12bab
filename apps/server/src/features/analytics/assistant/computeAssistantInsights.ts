import type { AnalyticsAssistant } from '@griot/contract/analytics/analyticsSchemas';
import type { Database } from '@griot/db/openDatabase';
import { loadAskedQuestions, loadFileShares, loadTotals } from './assistantQueries';
import { loadAssistantScope } from './assistantScope';
import { groupQuestions } from './groupQuestions';

/**
 * The GRIOT IA insights of a workspace (or one chatbot, checked by the caller) over a valid period.
 * The three reads run side by side on the pool, each one index range of assistant_calls_runtime.
 */
export async function computeAssistantInsights(
  db: Database,
  request: { workspaceId: string; chatbotId?: string; from: string; to: string },
): Promise<AnalyticsAssistant> {
  const computedAt = new Date().toISOString();
  const scope = await loadAssistantScope(db, request);
  const [questions, asked, { files }] = await Promise.all([
    loadTotals(db, scope),
    loadAskedQuestions(db, scope),
    loadFileShares(db, scope),
  ]);
  return {
    period: { from: scope.from, to: scope.to, time_zone: scope.timeZone },
    computed_at: computedAt,
    questions,
    groups: groupQuestions(asked),
    files,
  };
}
