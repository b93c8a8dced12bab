import { AUDIT_RETENTION_MONTHS } from '@griot/contract/workspaces/workspaceSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/** Rows one statement deletes: a year of a busy log goes in short statements, never one long lock. */
export const AUDIT_PURGE_BATCH = 5_000;
const PURGE_EVERY_MS = 24 * 60 * 60_000;
/** The first purge waits for the start-up to settle. */
const FIRST_PURGE_AFTER_MS = 60_000;

/**
 * Deletes the audit events older than AUDIT_RETENTION_MONTHS, in batches, until none is left
 * or `shouldStop` says the server is stopping; returns how many went. Several processes may run
 * it at once: a row deleted by one is skipped by the others.
 */
export async function purgeExpiredAuditEvents(
  db: Database,
  options: { now?: Date; batch?: number; shouldStop?: () => boolean } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? AUDIT_PURGE_BATCH;
  let purged = 0;
  while (!options.shouldStop?.()) {
    const deleted = await db.execute(sql`
      DELETE FROM audit_events WHERE id IN (
        SELECT id FROM audit_events
        WHERE created_at <= ${now.toISOString()}::timestamptz - make_interval(months => ${AUDIT_RETENTION_MONTHS})
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED
      )`);
    const count = deleted.rowCount ?? 0;
    purged += count;
    if (count < batch) break;
  }
  return purged;
}

/** Purges once a day in this process (the first a minute after start); returns the stop function. */
export function startAuditRetention(services: { db: Database; log: FastifyBaseLogger }): () => void {
  let stopped = false;
  const purge = () => {
    purgeExpiredAuditEvents(services.db, { shouldStop: () => stopped })
      .then((purged) => {
        if (purged > 0) services.log.info({ purged }, 'audit events past retention purged');
      })
      .catch((error: unknown) => services.log.error({ err: error }, 'audit retention failed'));
  };
  const first = setTimeout(purge, FIRST_PURGE_AFTER_MS);
  const daily = setInterval(purge, PURGE_EVERY_MS);
  first.unref();
  daily.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(daily);
  };
}
