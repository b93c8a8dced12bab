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
  yield* await agentBreakdown(db, withoutPrevious(scope));
}

/** The 'broadcasts' table, newest first, read page by page (keyset on started_at, id). */
export async function* broadcastRows(
  db: Database,
  scope: Omit<PeopleScope, 'previous'>,
  pageSize = BROADCAST_PAGE,
): AsyncGenerator<BroadcastRow> {
  const period = withoutPrevious(scope);
  let after: { startedAt: string; id: string } | undefined;
  for (;;) {
    const page = await broadcastCounts(db, period, { limit: pageSize, ...(after ? { after } : {}) });
    for (const { current: _current, ...row } of page) yield row;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = { startedAt: last.started_at, id: last.id };
  }
}

/** The period alone: a caller handing over a whole PeopleScope must not widen the table to the previous period. */
function withoutPrevious(scope: Omit<PeopleScope, 'previous'> & { previous?: unknown }) {
  const { previous: _previous, ...period } = scope;
  return period;
}
