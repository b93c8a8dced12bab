import { ANALYTICS_CHANNELS, type AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { sql } from 'drizzle-orm';
import { workspaceProcedures } from '../../../api/procedures';
import { agentFigures } from '../people/agentFigures';
import { broadcastFigures } from '../people/broadcastFigures';
import { handoverFigures } from '../people/handoverFigures';
import { resolveAnalyticsScope } from './analyticsScope';
import {
  busiestHours,
  channelOf,
  channelTotals,
  dailyFigures,
  returningEndUsers,
  sumChannels,
} from './summaryQueries';

/**
 * GET /analytics/summary: every figure of the period and of the previous one, read from the
 * rollup's hourly aggregates (never from messages) cut into the workspace's local days. Agents,
 * handovers and broadcasts come from people/. Another workspace's chatbot: 404.
 */
export const handleAnalyticsSummary = workspaceProcedures.analytics.summary.handler(
  async ({ input, context }) => {
    const scope = await resolveAnalyticsScope(context.db, context.workspace.id, input);
    const [totals, days, heat, returning, agents, handovers, broadcasts, rolled] = await Promise.all([
      channelTotals(context.db, scope),
      dailyFigures(context.db, scope),
      busiestHours(context.db, scope),
      returningEndUsers(context.db, scope),
      agentFigures(context.db, scope),
      handoverFigures(context.db, scope),
      broadcastFigures(context.db, scope),
      context.db.execute<{ at: string | null }>(
        sql`SELECT rolled_at::text AS at FROM analytics_rollup_state WHERE id = 1`,
      ),
    ]);
    const now = sumChannels(totals.current);
    const before = sumChannels(totals.previous);
    const figure = (pick: (totals: typeof now) => number) => ({ value: pick(now), previous: pick(before) });
    const outbound = (row: typeof now) => row.outbound_flow + row.outbound_griot + row.outbound_agent;
    const rolledAt = rolled.rows[0]?.at;
    const summary: AnalyticsSummary = {
      period: {
        ...scope.period,
        previous_from: scope.previous.from,
        previous_to: scope.previous.to,
        time_zone: scope.timeZone,
      },
      computed_at: (rolledAt ? new Date(rolledAt) : new Date()).toISOString(),
      conversations: {
        started: figure((row) => row.started),
        finished: figure((row) => row.finished),
        left: figure((row) => row.left),
      },
      messages: {
        inbound: figure((row) => row.inbound),
        outbound: figure(outbound),
        by_channel: ANALYTICS_CHANNELS.filter(
          (channel) => totals.current.has(channel) || totals.previous.has(channel),
        ).map((channel) => {
          const current = channelOf(totals.current, channel);
          const previous = channelOf(totals.previous, channel);
          return {
            channel,
            inbound: { value: current.inbound, previous: previous.inbound },
            outbound: { value: outbound(current), previous: outbound(previous) },
          };
        }),
      },
      end_users: {
        new: figure((row) => row.new_end_users),
        returning: { value: returning.current, previous: returning.previous },
      },
      answered_by: {
        flow: figure((row) => row.outbound_flow),
        griot: figure((row) => row.outbound_griot),
        agent: figure((row) => row.outbound_agent),
      },
      handovers,
      agents,
      broadcasts,
      days,
      busiest_hours: heat,
    };
    return { success: true as const, summary };
  },
);
