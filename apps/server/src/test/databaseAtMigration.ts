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
  /** Applies the shipped migrations up to `lastTag` included (some replaced, see `replace`). */
  migrateThrough(lastTag: string): Promise<void>;
  /** Applies every migration after the one it stopped at, as a deployment of this code would. */
  migrateRest(): Promise<void>;
}

const readJournal = () =>
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };

/**
 * Runs the migrator on a folder holding the journal cut after `lastTag` and those migrations'
 * files, as shipped or with `replace[tag]` for a test proving that a check catches a broken one.
 */
async function migrateThrough(
  pool: pg.Pool,
  lastTag: string,
  replace: Record<string, string> = {},
): Promise<void> {
  const journal = readJournal();
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-migrations-'));
  try {
    fs.mkdirSync(path.join(folder, 'meta'));
    const kept = journal.entries.slice(0, last + 1);
    fs.writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: kept }),
    );
    for (const entry of kept)
      fs.writeFileSync(
        path.join(folder, `${entry.tag}.sql`),
        replace[entry.tag] ?? fs.readFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), 'utf8'),
      );
    await migrate(drizzle(pool), { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A database of its own on the run's PostgreSQL, migrated up to `lastTag` included and no further:
 * the schema a deployment had before a later migration, to fill as it was then, then migrate one
 * step (`migrateThrough`) or all the way (`migrateRest`, the shipped migrator and folder).
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
  const drop = async () => {
    await pool.end();
    const dropper = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  };
  try {
    await migrateThrough(pool, lastTag);
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    db: drizzle(pool),
    pool,
    connectionString,
    migrateThrough: (tag) => migrateThrough(pool, tag, options.replace),
    migrateRest: () => migrateDatabase(pool, () => {}),
    drop,
  };
}
