import { analyticsMessages } from '@griot/contract/analytics/analyticsMessages';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { cursorRows } from '../../../lib/cursorRows';
import { dayEnd, dayStart, scopeFilter } from '../summary/analyticsScope';
import type { CsvTable, CsvValue, ExportScope } from './exportRegistry';

interface OverviewRow {
  label: string;
  hour: number | null;
  inbound: number;
  outbound: number;
  flow: number;
  griot: number;
  agent: number;
  started: number;
  finished: number;
  left: number;
  new_end_users: number;
}

const SUMS = sql`sum(inbound)::int AS inbound,
  sum(outbound_flow + outbound_griot + outbound_agent)::int AS outbound,
  sum(outbound_flow)::int AS flow, sum(outbound_griot)::int AS griot, sum(outbound_agent)::int AS agent,
  sum(conversations_started)::int AS started, sum(conversations_finished)::int AS finished,
  sum(conversations_left)::int AS left, sum(new_end_users)::int AS new_end_users`;

function inPeriod(scope: ExportScope) {
  return sql`${scopeFilter(scope, true)} AND workspace_id = ${scope.workspaceId}
    AND hour >= ${dayStart(scope.from, scope.timeZone)} AND hour < ${dayEnd(scope.to, scope.timeZone)}`;
}

function figureHeader(): string[] {
  const m = analyticsMessages.overviewCsv;
  return [
    m.inbound,
    m.outbound,
    m.answeredByFlow,
    m.answeredByGriot,
    m.answeredByAgent,
    m.started,
    m.finished,
    m.left,
    m.newEndUsers,
  ];
}

function figures(row: OverviewRow): CsvValue[] {
  return [
    row.inbound,
    row.outbound,
    row.flow,
    row.griot,
    row.agent,
    row.started,
    row.finished,
    row.left,
    row.new_end_users,
  ];
}

/** 'days': one row per local day of the period with activity (ISO day). */
export const daysCsv: CsvTable = {
  header: () => [analyticsMessages.overviewCsv.day, ...figureHeader()],
  async *rows(db: Database, scope: ExportScope) {
    const query = sql`
      SELECT to_char((hour AT TIME ZONE ${scope.timeZone})::date, 'YYYY-MM-DD') AS label, ${SUMS}
      FROM analytics_hours WHERE ${inPeriod(scope)} GROUP BY 1 ORDER BY 1`;
    for await (const row of cursorRows<OverviewRow>(db, query)) yield [row.label, ...figures(row)];
  },
};

/** 'channels': one row per channel over the period. */
export const channelsCsv: CsvTable = {
  header: () => [analyticsMessages.overviewCsv.channel, ...figureHeader()],
  async *rows(db: Database, scope: ExportScope) {
    const query = sql`
      SELECT channel AS label, ${SUMS} FROM analytics_hours WHERE ${inPeriod(scope)} GROUP BY 1 ORDER BY 1`;
    for await (const row of cursorRows<OverviewRow>(db, query)) yield [row.label, ...figures(row)];
  },
};

/** 'hours': one row per local day and hour with activity (the heat map's detail). */
export const hoursCsv: CsvTable = {
  header: () => [analyticsMessages.overviewCsv.day, analyticsMessages.overviewCsv.hour, ...figureHeader()],
  async *rows(db: Database, scope: ExportScope) {
    const query = sql`
      SELECT to_char(hour AT TIME ZONE ${scope.timeZone}, 'YYYY-MM-DD') AS label,
        extract(hour FROM hour AT TIME ZONE ${scope.timeZone})::int AS hour, ${SUMS}
      FROM analytics_hours WHERE ${inPeriod(scope)} GROUP BY 1, 2 ORDER BY 1, 2`;
    for await (const row of cursorRows<OverviewRow>(db, query)) yield [row.label, row.hour, ...figures(row)];
  },
};
