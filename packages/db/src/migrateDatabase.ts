import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Log } from './log';

/** Any constant: it names the lock that serialises migrations across processes starting together. */
const MIGRATION_LOCK_KEY = 4_711_0001;

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/**
 * Applies the versioned SQL migrations not yet applied. Several server processes may start at once
 * against one PostgreSQL: an advisory lock makes the others wait, then find nothing left to do.
 */
export async function migrateDatabase(pool: pg.Pool, log: Log): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const started = Date.now();
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    log('debug', `migrations checked in ${Date.now() - started} ms`);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
