import { type AnalyticsFunnel, FUNNEL_TOP_CHOICES } from '@griot/contract/analytics/analyticsSchemas';
import type { Database } from '@griot/db/openDatabase';
import { workspaceTimeZone } from '../../../runtime/chatbotRuntimeCache';
import { buildFunnel } from './buildFunnel';
import {
  loadConversationsStarted,
  loadFlowBlocks,
  loadFlowCounters,
  loadStoredTimeZone,
  loadTopChoices,
} from './funnelQueries';

/**
 * A chatbot's funnel over a period (workspace days, both included). The caller has checked the
 * chatbot belongs to `workspaceId` and the period is valid. The five reads run side by side on
 * the pool: each is one index range, so the funnel costs about the slowest of them.
 */
export async function computeFunnel(
  db: Database,
  request: { workspaceId: string; chatbotId: string; from: string; to: string },
): Promise<AnalyticsFunnel> {
  const computedAt = new Date().toISOString();
  const timeZone = workspaceTimeZone(await loadStoredTimeZone(db, request.workspaceId));
  const window = { chatbotId: request.chatbotId, from: request.from, to: request.to, timeZone };
  const [flowBlocks, conversations, flow, choices] = await Promise.all([
    loadFlowBlocks(db, request.chatbotId),
    loadConversationsStarted(db, window),
    loadFlowCounters(db, window),
    loadTopChoices(db, window, FUNNEL_TOP_CHOICES),
  ]);
  return {
    chatbot_id: request.chatbotId,
    period: { from: request.from, to: request.to, time_zone: timeZone },
    computed_at: computedAt,
    ...buildFunnel(flowBlocks, { conversations, flow, choices }),
  };
}
