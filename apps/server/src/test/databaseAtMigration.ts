import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, migrateDatabase } from '@griot/db/migrateDatabase';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestDatabase } from './createTestDatabase';
import { TEST_DATABASE_PREFIX, withDatabase } from './testDatabaseNames';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export interface DatabaseAtMigration extends TestDatabase {
  /** Applies the migrations after the one it stopped at, as a deployment of this code would. */
  migrateRest(): Promise<void>;
}

/**
 * A database of its own on the run's PostgreSQL, migrated up to `lastTag` included and no further:
 * the schema a deployment had before a later migration, to fill as it was then, then migrate with
 * `migrateRest` (the shipped migrator, on the shipped folder). A folder holding the journal cut
 * after `lastTag` and those migrations' files is what the migrator reads for the first part.
 */
export async function createDatabaseAtMigration(
  lastTag: string,
  options: { replace?: Record<string, string> } = {},
): Promise<DatabaseAtMigration> {
  const serverUrl = inject('testDatabaseServerUrl');
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const connectionString = withDatabase(serverUrl, name);
  const pool = new pg.Pool({ connectionString, max: 5 });
  pool.on('error', () => {});
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`createDatabaseAtMigration: no migration ${lastTag}`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-migrations-'));
  try {
    fs.mkdirSync(path.join(folder, 'meta'));
    const kept = journal.entries.slice(0, last + 1);
    fs.writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: kept }),
    );
    for (const entry of kept)
      fs.copyFileSync(
        path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    await migrate(drizzle(pool), { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return {
    db: drizzle(pool),
    pool,
    connectionString,
    migrateRest: () => migrateWith(pool, options.replace),
    drop: async () => {
      await pool.end();
      const dropper = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * The shipped migrations, or (for a test proving that a check catches a broken migration) the
 * shipped folder with some migrations' SQL replaced by `replace[tag]`.
 */
async function migrateWith(pool: pg.Pool, replace: Record<string, string> = {}): Promise<void> {
  if (Object.keys(replace).length === 0) return migrateDatabase(pool, () => {});
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-migrations-'));
  try {
    fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    for (const [tag, text] of Object.entries(replace))
      fs.writeFileSync(path.join(folder, `${tag}.sql`), text);
    await migrate(drizzle(pool), { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
