import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Days a processed inbox row is kept. Its platform id is what makes a retried webhook a no-op
 * (inbox_dedup), and Meta retries a delivery for up to 7 days: a row pruned sooner would let a
 * late retry be answered a second time.
 */
export const INBOX_DONE_KEEP_DAYS = 8;
/** Days a row whose attempts ran out is kept, for whoever looks into why. */
export const INBOX_FAILED_KEEP_DAYS = 30;
/** Rows one statement reads (and at most deletes): short statements, never one long lock. */
export const INBOX_PRUNE_BATCH = 5_000;
const PRUNE_EVERY_MS = 60 * 60_000;
/** The first prune waits for the start-up (and a restart's backlog) to settle. */
const FIRST_PRUNE_AFTER_MS = 2 * 60_000;

/**
 * Deletes the inbox rows processed long enough ago (see the constants), oldest first; returns how
 * many went. The walk goes by primary key (ids grow with arrival), a page at a time, and stops at
 * the first page holding a row received inside the done rows' retention: so it never scans the
 * recent rows, and needs no index of its own (the reply path's writes stay as cheap). Pending rows
 * (a follow-up due in weeks) are walked past, never deleted. Several processes may run it at once.
 */
export async function pruneSettledInbox(
  db: Database,
  options: { now?: Date; batch?: number; shouldStop?: () => boolean } = {},
): Promise<number> {
  const now = (options.now ?? new Date()).toISOString();
  const batch = options.batch ?? INBOX_PRUNE_BATCH;
  let after = 0;
  let pruned = 0;
  while (!options.shouldStop?.()) {
    const result = await db.execute<{
      last_id: string | null;
      seen: number;
      recent: boolean;
      deleted: number;
    }>(sql`
      WITH page AS (
        SELECT id, status, processed_at, received_at FROM inbox WHERE id > ${after} ORDER BY id LIMIT ${batch}
      ), gone AS (
        DELETE FROM inbox USING page
        WHERE inbox.id = page.id AND page.processed_at IS NOT NULL AND (
          (page.status = 'done'
            AND page.processed_at < ${now}::timestamptz - make_interval(days => ${INBOX_DONE_KEEP_DAYS}))
          OR (page.status = 'failed'
            AND page.processed_at < ${now}::timestamptz - make_interval(days => ${INBOX_FAILED_KEEP_DAYS})))
        RETURNING inbox.id
      )
      SELECT (SELECT max(id) FROM page)::text AS last_id,
             (SELECT count(*) FROM page)::int AS seen,
             coalesce((SELECT bool_or(received_at >= ${now}::timestamptz - make_interval(days => ${INBOX_DONE_KEEP_DAYS}))
                       FROM page), false) AS recent,
             (SELECT count(*) FROM gone)::int AS deleted`);
    const page = result.rows[0];
    if (!page) break;
    pruned += page.deleted;
    if (page.seen < batch || page.recent || page.last_id === null) break;
    after = Number(page.last_id);
  }
  return pruned;
}

/** Prunes every hour in this process (the first two minutes after start); returns the stop function. */
export function startInboxRetention(services: { db: Database; log: FastifyBaseLogger }): () => void {
  let stopped = false;
  let running = false;
  const prune = () => {
    if (running) return;
    running = true;
    pruneSettledInbox(services.db, { shouldStop: () => stopped })
      .then((pruned) => {
        if (pruned > 0) services.log.info({ pruned }, 'processed inbox rows past retention pruned');
      })
      .catch((error: unknown) => services.log.error({ err: error }, 'inbox retention failed'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(prune, FIRST_PRUNE_AFTER_MS);
  const hourly = setInterval(prune, PRUNE_EVERY_MS);
  first.unref();
  hourly.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(hourly);
  };
}
