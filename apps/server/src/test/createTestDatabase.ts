import { randomBytes } from 'node:crypto';
import type { Database } from '@griot/db/openDatabase';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// Like openDatabase: int8 (counts, message seqs) as numbers, in tests too.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

import { inject } from 'vitest';
import { TEMPLATE_DATABASE, TEST_DATABASE_PREFIX, withDatabase } from './testDatabaseNames';

export interface TestDatabase {
  db: Database;
  pool: pg.Pool;
  connectionString: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of its own for one test file, cloned from the run's template; with
 * `empty`, one without Griot's schema at all (what a restore starts from).
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = inject('testDatabaseServerUrl');
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${options.empty ? '' : ` TEMPLATE ${TEMPLATE_DATABASE}`}`);
  } finally {
    await admin.end();
  }
  const connectionString = withDatabase(serverUrl, name);
  const pool = new pg.Pool({ connectionString, max: 5 });
  // DROP ... WITH (FORCE) ends the connections a test left behind (57P01): expected, not a failure.
  pool.on('error', () => {});
  return {
    db: drizzle(pool),
    pool,
    connectionString,
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
