import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embeddedPostgres';
import type { Log } from './log';
import { migrateDatabase } from './migrateDatabase';

export type Database = NodePgDatabase;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  connectionString: string;
  /** Set when the database runs on the embedded PostgreSQL of DATA_DIR. */
  embedded?: EmbeddedPostgres;
  /** Closes the pool, then stops the embedded PostgreSQL if this process started it. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** An external PostgreSQL; without it the embedded one in `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  log: Log;
  poolSize?: number;
  /** Used by the admin CLI: share the PostgreSQL of a server already running on `dataDir`. */
  attachToRunning?: boolean;
  /** Defaults to true: apply pending migrations before returning. */
  migrate?: boolean;
}

export const EMBEDDED_DATABASE_NAME = 'griot';

// COUNT(*) and other int8 values arrive as strings by default; ours all fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens Griot's database: the embedded PostgreSQL by default, any server through `databaseUrl`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let embedded: EmbeddedPostgres | undefined;
  let connectionString = options.databaseUrl;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres({
      dataDir: options.dataDir,
      log: options.log,
      attachToRunning: options.attachToRunning,
    });
    await ensureDatabaseExists(embedded.connectionString('postgres'), EMBEDDED_DATABASE_NAME);
    connectionString = embedded.connectionString(EMBEDDED_DATABASE_NAME);
  }

  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10 });
  let closing = false;
  pool.on('error', (error) => {
    // pool.end() resolves once its idle clients are asked to end, not once their sockets are
    // closed: stopping the embedded PostgreSQL right after may still reach a few of them, which
    // then report the shutdown. Expected while closing, and nothing is lost: said nowhere.
    if (!closing) options.log('error', `idle database client error: ${error.message}`);
  });
  // The pool listens to its idle clients only. A client checked out and waiting between two queries
  // (a worker's lock connection, an export's cursor) reports a lost server as an 'error' event: with
  // no listener that event ends the process. Its next query fails instead, and the pool discards it
  // when it is given back (no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!closing) options.log('warn', `database connection lost while in use: ${error.message}`);
    });
  });
  const close = async (): Promise<void> => {
    closing = true;
    await pool.end();
    await embedded?.stop();
  };
  try {
    if (options.migrate !== false) await migrateDatabase(pool, options.log);
  } catch (error) {
    await close();
    throw error;
  }
  return { db: drizzle(pool), pool, connectionString, embedded, close };
}

/** Creates `name` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabaseExists(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client
        .query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
        .catch((error: { code?: string }) => {
          // Another process created it between our check and our CREATE.
          if (error.code !== '42P04') throw error;
        });
    }
  } finally {
    await client.end();
  }
}
