import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Log } from './log';

/** Any constant: it names the lock that serialises migrations across processes starting together. */
export const MIGRATION_LOCK_KEY = 4_711_0001;

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

/**
 * Whether every migration this code ships is applied: the readiness check of a process that
 * started while another, newer one changed the schema (or before the migrations ran).
 */
export async function pendingMigrationCount(db: NodePgDatabase): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ when: number }> };
  const latest = await db
    .execute<{ created_at: string | null }>(
      sql`SELECT max(created_at)::text AS created_at FROM drizzle.__drizzle_migrations`,
    )
    .catch(() => ({ rows: [] as Array<{ created_at: string | null }> }));
  const applied = Number(latest.rows[0]?.created_at ?? 0);
  // drizzle applies a migration whose `when` is above the last applied one: the same rule here.
  return journal.entries.filter((entry) => entry.when > applied).length;
}
