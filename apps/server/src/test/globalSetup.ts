import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@griot/db/embeddedPostgres';
import { migrateDatabase } from '@griot/db/migrateDatabase';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { TEMPLATE_DATABASE, TEST_DATABASE_PREFIX, withDatabase } from './testDatabaseNames';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of the test PostgreSQL, database part to be replaced. */
    testDatabaseServerUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one in a temporary folder (fsync off: it is
 * thrown away), or the server of TEST_DATABASE_URL / DATABASE_URL (CI's second pass on Debian's
 * PostgreSQL 15). A template database is migrated once; each test file clones it in ~30 ms.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const externalUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let serverUrl: string;
  let stop = async (): Promise<void> => {};
  if (externalUrl) {
    serverUrl = externalUrl;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-test-'));
    fs.chmodSync(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({
      dataDir,
      log: () => {},
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
    });
    serverUrl = embedded.connectionString('postgres');
    stop = async () => {
      await embedded.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }

  await recreateTemplate(serverUrl);
  project.provide('testDatabaseServerUrl', serverUrl);
  return stop;
}

async function recreateTemplate(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await dropLeftoverTestDatabases(admin);
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, TEMPLATE_DATABASE), max: 1 });
  try {
    await migrateDatabase(pool, () => {});
  } finally {
    await pool.end();
  }
}

/** A run killed midway leaves its per-file databases behind on an external server. */
async function dropLeftoverTestDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
    [TEST_DATABASE_PREFIX],
  );
  for (const row of rows)
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(row.datname)} WITH (FORCE)`);
}
