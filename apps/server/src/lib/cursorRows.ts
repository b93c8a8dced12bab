import type { Database } from '@griot/db/openDatabase';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** Rows fetched per round trip. */
export const CURSOR_PAGE = 1_000;

interface PoolClient {
  query<T>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
  release(destroy?: boolean): void;
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
}

const dialect = new PgDialect();

/**
 * The rows of `query`, read through a server-side cursor on a connection of its own (a read-only
 * transaction), `pageSize` at a time: memory stays one page whatever the number of rows. The
 * connection goes back to the pool when the rows end, when the reader stops, or on an error.
 */
export async function* cursorRows<T>(db: Database, query: SQL, pageSize = CURSOR_PAGE): AsyncGenerator<T> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const pool = (db as unknown as { $client: { connect(): Promise<PoolClient> } }).$client;
  const client = await pool.connect();
  // Between two pages the connection waits for the reader (a slow download): if PostgreSQL goes
  // away meanwhile, pg reports it as an 'error' event, which with no listener would end the process.
  let lost: Error | undefined;
  const onLost = (error: Error) => {
    lost = error;
  };
  client.on('error', onLost);
  let open = false;
  try {
    await client.query('BEGIN READ ONLY');
    open = true;
    await client.query(`DECLARE streamed_rows NO SCROLL CURSOR FOR ${text}`, params);
    for (;;) {
      const { rows } = await client.query<T>(`FETCH ${pageSize} FROM streamed_rows`);
      for (const row of rows) yield row;
      if (rows.length < pageSize) break;
    }
  } finally {
    if (open && !lost) await client.query('ROLLBACK').catch(() => undefined);
    client.off('error', onLost);
    client.release(lost !== undefined);
  }
}
