import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { MIGRATION_LOCK_KEY, MIGRATIONS_FOLDER } from './migrateDatabase';

/** A migration this code ships, in order: its journal tag, drizzle's hash of its file and its date. */
export interface ShippedMigration {
  tag: string;
  hash: string;
  createdAt: number;
}

/** Every migration this code ships, in the order drizzle applies them. */
export function shippedMigrations(): ShippedMigration[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ tag: string; when: number }> };
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  return journal.entries.map((entry, index) => ({
    tag: entry.tag,
    hash: files[index]?.hash ?? '',
    createdAt: entry.when,
  }));
}

/**
 * Applies the first `count` shipped migrations not yet applied, on `client`, inside the
 * transaction the caller opened: the restore of a backup runs them and loads the data in one
 * transaction, so an archive that turns out broken leaves the database as it found it (without even
 * the schema). Does what drizzle's migrator does (same bookkeeping table, same rule: a migration
 * dated after the last one applied), under the same lock as migrateDatabase, held until the
 * transaction ends: a Griot process starting meanwhile waits, then finds these applied.
 */
export async function applyMigrationsInTransaction(client: pg.ClientBase, count: number): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
  await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await client.query(
    'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  const last = await client.query<{ created_at: string }>(
    'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
  );
  const applied = Number(last.rows[0]?.created_at ?? 0);
  for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).slice(0, count)) {
    if (migration.folderMillis <= applied) continue;
    for (const statement of migration.sql) await client.query(statement);
    await client.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}
