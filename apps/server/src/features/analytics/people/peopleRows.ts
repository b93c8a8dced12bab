import { type AgentBreakdownRow, agentBreakdown } from './agentBreakdown';
import { type BroadcastCountRow, broadcastCounts } from './broadcastCounts';
import type { Database, PeopleScope } from './peopleScope';

/** A row of the 'agents' CSV: a person's stretches of the period (user_id null: nobody handled them yet). */
export type AgentRow = AgentBreakdownRow;

/** A row of the 'broadcasts' CSV: a broadcast started in the period and its recipients by outcome. */
export type BroadcastRow = Omit<BroadcastCountRow, 'current'>;

/** Broadcasts read per query: a workspace may have sent thousands over 24 months. */
const BROADCAST_PAGE = 500;

/** The 'agents' table, one row per person (a workspace's members: few rows, one query). */
export async function* agentRows(
  db: Database,
  scope: Omit<PeopleScope, 'previous'>,
): AsyncGenerator<AgentRow> {
  yield* await agentBreakdown(db, scope);
}

/** The 'broadcasts' table, newest first, read page by page (keyset on started_at, id). */
export async function* broadcastRows(
  db: Database,
  scope: Omit<PeopleScope, 'previous'>,
): AsyncGenerator<BroadcastRow> {
  let after: { startedAt: string; id: string } | undefined;
  for (;;) {
    const page = await broadcastCounts(db, scope, { limit: BROADCAST_PAGE, ...(after ? { after } : {}) });
    for (const { current: _current, ...row } of page) yield row;
    const last = page.at(-1);
    if (!last || page.length < BROADCAST_PAGE) return;
    after = { startedAt: last.started_at, id: last.id };
  }
}
