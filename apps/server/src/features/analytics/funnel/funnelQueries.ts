import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * The funnel's reads. A period is workspace days, both included: from `from` 00:00 to the day
 * after `to` 00:00 in the workspace's time zone, turned into instants by PostgreSQL (daylight
 * saving included). Every counter table is keyed (chatbot_id, hour, …): each read is one index
 * range of the chatbot's hours in the period.
 */
export interface FunnelWindow {
  chatbotId: string;
  from: string;
  to: string;
  timeZone: string;
}

export type FlowBlockRow = {
  idblock: string;
  blockname: string;
  category: string;
  flow: unknown[];
};

export type FlowCounterRow = {
  block_id: string;
  element_id: string;
  reached: number;
  left_there: number;
};

export type ChoiceCounterRow = {
  block_id: string;
  element_id: string;
  choice: string;
  chosen: number;
};

/** The period's bounds as SQL instants (start included, end excluded). */
function bounds(window: FunnelWindow) {
  return {
    start: sql`((${window.from}::date)::timestamp AT TIME ZONE ${window.timeZone})`,
    end: sql`((${window.to}::date + 1)::timestamp AT TIME ZONE ${window.timeZone})`,
  };
}

/** The period's bounds as instants: its first day's midnight and the midnight after its last day. */
export async function loadPeriodBounds(
  db: Database,
  window: FunnelWindow,
): Promise<{ start: Date; end: Date }> {
  const { start, end } = bounds(window);
  const result = await db.execute<{ start: string; end: string }>(sql`
    SELECT to_json(${start})#>>'{}' AS start, to_json(${end})#>>'{}' AS end`);
  const row = result.rows[0];
  if (!row) throw new Error('loadPeriodBounds: no row');
  return { start: new Date(row.start), end: new Date(row.end) };
}

/** The chatbot's blocks: welcome first, then as the editor lists them (by creation). */
export async function loadFlowBlocks(db: Database, chatbotId: string): Promise<FlowBlockRow[]> {
  const result = await db.execute<FlowBlockRow>(sql`
    SELECT idblock, blockname, category, flow FROM blocks
    WHERE chatbot_id = ${chatbotId}
    ORDER BY category <> 'welcome', created_at, idblock`);
  return result.rows;
}

/** The workspace's stored time zone (the inbox's business hours), raw: the caller checks it. */
export async function loadStoredTimeZone(db: Database, workspaceId: string): Promise<string | null> {
  const result = await db.execute<{ time_zone: string | null }>(sql`
    SELECT inbox_settings->'business_hours'->>'timezone' AS time_zone FROM workspaces WHERE id = ${workspaceId}`);
  return result.rows[0]?.time_zone ?? null;
}

/** Conversations started in the period, every channel of the chatbot: the funnel's 100 %. */
export async function loadConversationsStarted(db: Database, window: FunnelWindow): Promise<number> {
  const { start, end } = bounds(window);
  const result = await db.execute<{ started: number }>(sql`
    SELECT COALESCE(SUM(conversations_started), 0)::int AS started
    FROM analytics_hours
    WHERE chatbot_id = ${window.chatbotId} AND hour >= ${start} AND hour < ${end}`);
  return result.rows[0]?.started ?? 0;
}
