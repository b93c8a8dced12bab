import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/** How long a run waits for the writers it saw to finish before it gives up (the next run retries). */
export const WRITERS_WAIT_MS = 3_000;
const POLL_MS = 25;

/**
 * The highest messages.seq the rollup may count up to without ever passing a seq that is still
 * uncommitted, or null when the writers seen did not finish within `waitMs`.
 *
 * Why it is exact: a seq is taken by nextval inside an INSERT into messages, and that INSERT took
 * a RowExclusiveLock on messages (at the statement's start, before nextval) that its transaction
 * holds until it commits or aborts. So, reading the sequence's last value H first, then the
 * transactions holding that lock: every seq ≤ H belongs to a transaction that is finished or in
 * that list. Once none of the listed transactions holds the lock any more, every seq ≤ H is either
 * committed (visible to the rollup's next snapshot) or aborted (never visible): counting seq ≤ H
 * and moving the watermark to H skips nothing, even when a later seq committed first. Transactions
 * that start afterwards only take seqs > H. Virtual transaction ids (backend/local counter) are
 * not reused while a backend lives, so "gone from pg_locks" means finished. The rows that update
 * messages (send statuses) hold the same lock; they only make the wait a few ms longer (vacuum's
 * lock is another mode: a long vacuum never stalls the rollup).
 */
export async function safeSeqBound(
  db: Database,
  waitMs = WRITERS_WAIT_MS,
  onGiveUp?: (writers: StuckWriter[]) => void,
): Promise<number | null> {
  const { rows: sequence } = await db.execute<{ last: string | null }>(sql`
    SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END::text AS last
    FROM messages_seq_seq`);
  const bound = Number(sequence[0]?.last ?? 0);
  const writers = await messageWriters(db);
  const deadline = Date.now() + waitMs;
  let waiting = writers;
  while (waiting.length > 0) {
    if (Date.now() >= deadline) {
      if (onGiveUp) onGiveUp(await describeWriters(db, waiting));
      return null;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const still = new Set(await messageWriters(db));
    waiting = waiting.filter((writer) => still.has(writer));
  }
  return bound;
}

/** The transactions (virtual ids) that hold a write lock on messages, other than this session's. */
async function messageWriters(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ vxid: string }>(sql`
    SELECT DISTINCT virtualtransaction AS vxid FROM pg_locks
    WHERE locktype = 'relation' AND relation = 'messages'::regclass AND granted
      AND mode = 'RowExclusiveLock'
      AND pid IS DISTINCT FROM pg_backend_pid()`);
  return rows.map((row) => row.vxid);
}

/** A transaction the rollup waited for in vain: enough to find the code that holds it open. */
export interface StuckWriter {
  pid: number;
  state: string | null;
  /** Seconds since its transaction began. */
  transactionSeconds: number | null;
  applicationName: string | null;
  /** Its current (or, when idle in transaction, last) statement, cut to 300 characters. */
  query: string | null;
}

async function describeWriters(db: Database, vxids: string[]): Promise<StuckWriter[]> {
  const { rows } = await db.execute<{
    pid: number;
    state: string | null;
    seconds: number | null;
    application_name: string | null;
    query: string | null;
  }>(sql`
    SELECT DISTINCT ON (activity.pid) activity.pid, activity.state, activity.application_name,
      round(extract(epoch FROM now() - activity.xact_start))::int AS seconds,
      left(activity.query, 300) AS query
    FROM pg_locks locks JOIN pg_stat_activity activity ON activity.pid = locks.pid
    WHERE locks.virtualtransaction = ANY(${`{${vxids.join(',')}}`}::text[])`);
  return rows.map((row) => ({
    pid: row.pid,
    state: row.state,
    transactionSeconds: row.seconds,
    applicationName: row.application_name,
    query: row.query,
  }));
}
