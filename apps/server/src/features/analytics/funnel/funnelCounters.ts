import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * The funnel's counters between two instants, summed per block/element and per choice. The hourly
 * tables are the truth; a day's sums are kept in memory once the day is settled (see
 * funnelDayCache.ts), so a period costs its settled days from memory plus its recent and edge
 * hours from PostgreSQL.
 */
export interface CounterTotals {
  /** `${block}\0${element}` → [reached, left_there]. */
  flow: Map<string, [number, number]>;
  /** `${block}\0${element}` → choice → chosen. */
  choices: Map<string, Map<string, number>>;
}

export const emptyTotals = (): CounterTotals => ({ flow: new Map(), choices: new Map() });

export function counterKey(blockId: string, elementId: string): string {
  return `${blockId}\u0000${elementId}`;
}

/** Adds `from` into `into` (both kept as plain sums). */
export function addTotals(into: CounterTotals, from: CounterTotals): void {
  for (const [key, [reached, left]] of from.flow) {
    const current = into.flow.get(key);
    if (current) {
      current[0] += reached;
      current[1] += left;
    } else into.flow.set(key, [reached, left]);
  }
  for (const [key, choices] of from.choices) {
    let current = into.choices.get(key);
    if (!current) {
      current = new Map();
      into.choices.set(key, current);
    }
    for (const [choice, chosen] of choices) current.set(choice, (current.get(choice) ?? 0) + chosen);
  }
}

type Range = { start: Date; end: Date };

/** The sums over one or two hour ranges (a period's head and tail), in two queries side by side. */
export async function loadTotals(db: Database, chatbotId: string, ranges: Range[]): Promise<CounterTotals> {
  const totals = emptyTotals();
  const kept = ranges.filter((range) => range.start < range.end);
  if (kept.length === 0) return totals;
  const within = sql.join(
    kept.map((range) => sql`(hour >= ${range.start.toISOString()} AND hour < ${range.end.toISOString()})`),
    sql` OR `,
  );
  const [flow, choices] = await Promise.all([
    db.execute<{ block_id: string; element_id: string; reached: number; left_there: number }>(sql`
      SELECT block_id, element_id, SUM(reached)::int AS reached, SUM(left_there)::int AS left_there
      FROM analytics_flow_hours WHERE chatbot_id = ${chatbotId} AND (${within})
      GROUP BY block_id, element_id`),
    db.execute<{ block_id: string; element_id: string; choice: string; chosen: number }>(sql`
      SELECT block_id, element_id, choice, SUM(chosen)::int AS chosen
      FROM analytics_choice_hours WHERE chatbot_id = ${chatbotId} AND (${within})
      GROUP BY block_id, element_id, choice`),
  ]);
  for (const row of flow.rows)
    totals.flow.set(counterKey(row.block_id, row.element_id), [row.reached, row.left_there]);
  for (const row of choices.rows)
    addChoice(totals, counterKey(row.block_id, row.element_id), row.choice, row.chosen);
  return totals;
}

/** The sums of each UTC day in [start, end) (both UTC midnights), by day `YYYY-MM-DD`. */
export async function loadDailyTotals(
  db: Database,
  chatbotId: string,
  range: Range,
): Promise<Map<string, CounterTotals>> {
  const days = new Map<string, CounterTotals>();
  const dayOf = (day: string) => {
    let totals = days.get(day);
    if (!totals) {
      totals = emptyTotals();
      days.set(day, totals);
    }
    return totals;
  };
  const [start, end] = [range.start.toISOString(), range.end.toISOString()];
  const [flow, choices] = await Promise.all([
    db.execute<{
      day: string;
      block_id: string;
      element_id: string;
      reached: number;
      left_there: number;
    }>(sql`
      SELECT to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, block_id, element_id,
        SUM(reached)::int AS reached, SUM(left_there)::int AS left_there
      FROM analytics_flow_hours WHERE chatbot_id = ${chatbotId} AND hour >= ${start} AND hour < ${end}
      GROUP BY 1, block_id, element_id`),
    db.execute<{ day: string; block_id: string; element_id: string; choice: string; chosen: number }>(sql`
      SELECT to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, block_id, element_id, choice,
        SUM(chosen)::int AS chosen
      FROM analytics_choice_hours WHERE chatbot_id = ${chatbotId} AND hour >= ${start} AND hour < ${end}
      GROUP BY 1, block_id, element_id, choice`),
  ]);
  for (const row of flow.rows)
    dayOf(row.day).flow.set(counterKey(row.block_id, row.element_id), [row.reached, row.left_there]);
  for (const row of choices.rows)
    addChoice(dayOf(row.day), counterKey(row.block_id, row.element_id), row.choice, row.chosen);
  return days;
}

function addChoice(totals: CounterTotals, key: string, choice: string, chosen: number): void {
  let choices = totals.choices.get(key);
  if (!choices) {
    choices = new Map();
    totals.choices.set(key, choices);
  }
  choices.set(choice, (choices.get(choice) ?? 0) + chosen);
}
