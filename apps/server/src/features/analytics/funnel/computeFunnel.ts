import { type AnalyticsFunnel, FUNNEL_TOP_CHOICES } from '@griot/contract/analytics/analyticsSchemas';
import type { Database } from '@griot/db/openDatabase';
import { workspaceTimeZone } from '../../../runtime/chatbotRuntimeCache';
import { buildFunnel } from './buildFunnel';
import type { CounterTotals } from './funnelCounters';
import { periodTotals } from './funnelDayCache';
import {
  type ChoiceCounterRow,
  type FlowCounterRow,
  loadConversationsStarted,
  loadFlowBlocks,
  loadPeriodBounds,
  loadStoredTimeZone,
} from './funnelQueries';

/**
 * A chatbot's funnel over a period (workspace days, both included). The caller has checked the
 * chatbot belongs to `workspaceId` and the period is valid. The reads run side by side on the
 * pool; the counters of settled days come from memory (funnelDayCache.ts).
 */
export async function computeFunnel(
  db: Database,
  request: { workspaceId: string; chatbotId: string; from: string; to: string },
): Promise<AnalyticsFunnel> {
  const computedAt = new Date().toISOString();
  const timeZone = workspaceTimeZone(await loadStoredTimeZone(db, request.workspaceId));
  const window = { chatbotId: request.chatbotId, from: request.from, to: request.to, timeZone };
  const [flowBlocks, conversations, totals] = await Promise.all([
    loadFlowBlocks(db, request.chatbotId),
    loadConversationsStarted(db, window),
    loadPeriodBounds(db, window).then((bounds) => periodTotals(db, request.chatbotId, bounds)),
  ]);
  return {
    chatbot_id: request.chatbotId,
    period: { from: request.from, to: request.to, time_zone: timeZone },
    computed_at: computedAt,
    ...buildFunnel(flowBlocks, { conversations, ...counterRows(totals) }),
  };
}

/** The sums as rows: every block/element, and the FUNNEL_TOP_CHOICES most chosen of each element. */
function counterRows(totals: CounterTotals): { flow: FlowCounterRow[]; choices: ChoiceCounterRow[] } {
  const split = (key: string) => {
    const [block_id = '', element_id = ''] = key.split('\u0000');
    return { block_id, element_id };
  };
  const flow = [...totals.flow].map(([key, [reached, left_there]]) => ({
    ...split(key),
    reached,
    left_there,
  }));
  const choices = [...totals.choices].flatMap(([key, counts]) =>
    [...counts]
      .filter(([, chosen]) => chosen > 0)
      // Most chosen first; a tie in the choice's order, as the same counts always show the same way.
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, FUNNEL_TOP_CHOICES)
      .map(([choice, chosen]) => ({ ...split(key), choice, chosen })),
  );
  return { flow, choices };
}
