import { ANALYTICS_CHANNELS, type AnalyticsChannel } from '@griot/contract/analytics/analyticsSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { type AnalyticsScope, dayEnd, dayStart, scopeFilter } from './analyticsScope';

/** analytics_hours summed over one period, per channel. */
export type ChannelTotals = {
  inbound: number;
  outbound_flow: number;
  outbound_griot: number;
  outbound_agent: number;
  started: number;
  finished: number;
  left: number;
  new_end_users: number;
};

const ZERO: ChannelTotals = {
  inbound: 0,
  outbound_flow: 0,
  outbound_griot: 0,
  outbound_agent: 0,
  started: 0,
  finished: 0,
  left: 0,
  new_end_users: 0,
};

/**
 * Both periods' counters per channel, in one pass over [previous start, end) of analytics_hours
 * (index on workspace_id or chatbot_id, then hour): a 30-day period reads 60 days × 24 hours ×
 * the chatbots' channels, whatever the number of messages.
 */
export async function channelTotals(
  db: Database,
  scope: AnalyticsScope,
): Promise<{
  current: Map<AnalyticsChannel, ChannelTotals>;
  previous: Map<AnalyticsChannel, ChannelTotals>;
}> {
  const start = dayStart(scope.period.from, scope.timeZone);
  const { rows } = await db.execute<ChannelTotals & { channel: AnalyticsChannel; current: boolean }>(sql`
    SELECT channel, hour >= ${start} AS current,
      sum(inbound)::int AS inbound, sum(outbound_flow)::int AS outbound_flow,
      sum(outbound_griot)::int AS outbound_griot, sum(outbound_agent)::int AS outbound_agent,
      sum(conversations_started)::int AS started, sum(conversations_finished)::int AS finished,
      sum(conversations_left)::int AS left, sum(new_end_users)::int AS new_end_users
    FROM analytics_hours
    WHERE ${scopeFilter(scope, true)} AND workspace_id = ${scope.workspaceId}
      AND hour >= ${dayStart(scope.previous.from, scope.timeZone)} AND hour < ${dayEnd(scope.period.to, scope.timeZone)}
    GROUP BY 1, 2`);
  const current = new Map<AnalyticsChannel, ChannelTotals>();
  const previous = new Map<AnalyticsChannel, ChannelTotals>();
  for (const row of rows) {
    if (!ANALYTICS_CHANNELS.includes(row.channel)) continue;
    const { channel, current: isCurrent, ...totals } = row;
    (isCurrent ? current : previous).set(channel, totals);
  }
  return { current, previous };
}

/** The sum of every channel's totals. */
export function sumChannels(totals: Map<AnalyticsChannel, ChannelTotals>): ChannelTotals {
  const sum = { ...ZERO };
  for (const row of totals.values())
    for (const key of Object.keys(sum) as (keyof ChannelTotals)[]) sum[key] += row[key];
  return sum;
}

export function channelOf(
  totals: Map<AnalyticsChannel, ChannelTotals>,
  channel: AnalyticsChannel,
): ChannelTotals {
  return totals.get(channel) ?? ZERO;
}

/** Day by day in the workspace's time zone, every day of the period (0 when nothing happened). */
export async function dailyFigures(db: Database, scope: AnalyticsScope) {
  const { rows } = await db.execute<{
    day: string;
    inbound: number;
    outbound: number;
    conversations: number;
    new_end_users: number;
  }>(sql`
    WITH days AS (
      SELECT generate_series(${scope.period.from}::date, ${scope.period.to}::date, interval '1 day')::date AS day
    ), hours AS (
      SELECT (hour AT TIME ZONE ${scope.timeZone})::date AS day, sum(inbound) AS inbound,
        sum(outbound_flow + outbound_griot + outbound_agent) AS outbound,
        sum(conversations_started) AS conversations, sum(new_end_users) AS new_end_users
      FROM analytics_hours
      WHERE ${scopeFilter(scope, true)} AND workspace_id = ${scope.workspaceId}
        AND hour >= ${dayStart(scope.period.from, scope.timeZone)} AND hour < ${dayEnd(scope.period.to, scope.timeZone)}
      GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(inbound, 0)::int AS inbound,
      coalesce(outbound, 0)::int AS outbound, coalesce(conversations, 0)::int AS conversations,
      coalesce(new_end_users, 0)::int AS new_end_users
    FROM days LEFT JOIN hours USING (day) ORDER BY days.day`);
  return rows;
}

/** Inbound messages by local weekday (0 = Monday) and hour: only the cells with messages. */
export async function busiestHours(db: Database, scope: AnalyticsScope) {
  const { rows } = await db.execute<{ weekday: number; hour: number; messages: number }>(sql`
    SELECT (extract(isodow FROM hour AT TIME ZONE ${scope.timeZone})::int - 1) AS weekday,
      extract(hour FROM hour AT TIME ZONE ${scope.timeZone})::int AS hour, sum(inbound)::int AS messages
    FROM analytics_hours
    WHERE ${scopeFilter(scope, true)} AND workspace_id = ${scope.workspaceId} AND inbound > 0
      AND hour >= ${dayStart(scope.period.from, scope.timeZone)} AND hour < ${dayEnd(scope.period.to, scope.timeZone)}
    GROUP BY 1, 2 ORDER BY 1, 2`);
  return rows;
}

/**
 * Returning end-users of each period: wrote in it, first wrote before it. Each such end-user has
 * exactly one row with its day in the period and the day they wrote before it earlier than the
 * period's start (the first day they wrote in it): a sum over analytics_returning_days' few rows
 * per chatbot and day (migration 0051). Until those are counted in the workspace's zone, the same
 * rule over analytics_end_user_hours (one row per end-user and hour) — no count(DISTINCT) either.
 */
export async function returningEndUsers(
  db: Database,
  scope: AnalyticsScope,
): Promise<{ current: number; previous: number }> {
  if (await daysCountedInZone(db, scope)) {
    const { period, previous } = scope;
    const { rows } = await db.execute<{ current: number; previous: number }>(sql`
      SELECT coalesce(sum(end_users) FILTER (WHERE day >= ${period.from}::date AND prev_day < ${period.from}::date), 0)::int AS current,
        coalesce(sum(end_users) FILTER (WHERE day < ${period.from}::date AND prev_day < ${previous.from}::date), 0)::int AS previous
      FROM analytics_returning_days
      WHERE ${scopeFilter(scope, false)} AND day >= ${previous.from}::date AND day <= ${period.to}::date`);
    return { current: rows[0]?.current ?? 0, previous: rows[0]?.previous ?? 0 };
  }
  const previousStart = dayStart(scope.previous.from, scope.timeZone);
  const start = dayStart(scope.period.from, scope.timeZone);
  const { rows } = await db.execute<{ current: number; previous: number }>(sql`
    SELECT count(*) FILTER (WHERE hour >= ${start} AND prev_hour < ${start})::int AS current,
      count(*) FILTER (WHERE hour < ${start} AND prev_hour < ${previousStart})::int AS previous
    FROM analytics_end_user_hours
    WHERE ${scopeFilter(scope, false)} AND prev_hour IS NOT NULL
      AND hour >= ${previousStart} AND hour < ${dayEnd(scope.period.to, scope.timeZone)}`);
  return { current: rows[0]?.current ?? 0, previous: rows[0]?.previous ?? 0 };
}

/**
 * Whether every chatbot of the scope has its returning days counted in the scope's time zone
 * (rollup/returningDays.ts): until the rollup has counted them again after a change of zone, or
 * for a chatbot it has not seen yet, the hours are read instead (exact, slower).
 */
async function daysCountedInZone(db: Database, scope: AnalyticsScope): Promise<boolean> {
  const { rows } = await db.execute<{ stale: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM chatbots c LEFT JOIN analytics_returning_zones z ON z.chatbot_id = c.id
      WHERE ${scope.chatbotId ? sql`c.id = ${scope.chatbotId}` : sql`c.workspace_id = ${scope.workspaceId}`}
        AND z.time_zone IS DISTINCT FROM ${scope.timeZone}
    ) AS stale`);
  return rows[0]?.stale === false;
}
