import type { Database } from '@griot/db/openDatabase';
import type { FastifyBaseLogger } from 'fastify';
import { checkOutConnection } from '../../../lib/checkOutConnection';
import { rollUpAnalytics } from './rollUpAnalytics';
import type { StuckWriter } from './safeSeqBound';

/** A run every 10 s keeps every figure exact within a minute (the writers' wait included). */
export const ROLLUP_EVERY_MS = 10_000;
/** Bounded work per run: a backlog (a restart, a burst) is caught up in back-to-back runs. */
export const ROLLUP_MESSAGES_PER_RUN = 50_000;
/** One rollup at a time across processes: its advisory lock key ('griot-analytics'). */
export const ROLLUP_LOCK_KEY = 728_400_281;

/**
 * Runs the rollup in the background of this process, off the reply path: every 10 s, at once
 * again while a run had more waiting than it may count. Processes share the work through an
 * advisory lock (a process that does not get it skips its turn). A failure is logged, never
 * thrown: the next run starts from the watermark. Returns the stop function (it resolves once the
 * run in flight, if any, has stopped).
 */
export function startAnalyticsRollup(services: {
  db: Database;
  log: FastifyBaseLogger;
  everyMs?: number;
}): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(run, delay);
    timer.unref();
  };
  const run = () => {
    running = runOnce(services.db, () => stopped)
      .then((result) => {
        // Figures stay behind while a transaction holds messages open: say which one.
        if (result.stuckWriters)
          services.log.warn(
            { writers: result.stuckWriters },
            'analytics rollup waited in vain for transactions writing messages',
          );
        schedule(result.more ? 0 : (services.everyMs ?? ROLLUP_EVERY_MS));
      })
      .catch((error: unknown) => {
        services.log.error({ err: error }, 'analytics rollup failed');
        schedule(services.everyMs ?? ROLLUP_EVERY_MS);
      });
  };
  schedule(0);
  // Stopping waits for the run in flight (it stops after its current batch): the pool closes after.
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}

/** One run under the advisory lock; `more` when it stopped at its bound with messages left. */
export async function runOnce(
  db: Database,
  shouldStop?: () => boolean,
): Promise<{ ran: boolean; more: boolean; stuckWriters?: StuckWriter[] }> {
  // The lock's connection idles while the run works on others: it may be lost meanwhile.
  const connection = await checkOutConnection(db);
  const { client } = connection;
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      ROLLUP_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) return { ran: false, more: false };
    try {
      const result = await rollUpAnalytics(db, {
        maxMessages: ROLLUP_MESSAGES_PER_RUN,
        ...(shouldStop ? { shouldStop } : {}),
      });
      // Stopped at its bound with messages still waiting: the next run starts at once.
      return {
        ran: true,
        more: result.caughtUp === false && result.messages > 0,
        ...(result.stuckWriters ? { stuckWriters: result.stuckWriters } : {}),
      };
    } finally {
      // A lost connection took its lock with it.
      if (!connection.isLost()) await client.query('SELECT pg_advisory_unlock($1)', [ROLLUP_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
