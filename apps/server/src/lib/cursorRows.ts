import type { Database } from '@griot/db/openDatabase';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { checkOutConnection } from './checkOutConnection';

/** Rows fetched per round trip. */
export const CURSOR_PAGE = 1_000;

const dialect = new PgDialect();

/**
 * The rows of `query`, read through a server-side cursor on a connection of its own (a read-only
 * transaction), `pageSize` at a time: memory stays one page whatever the number of rows. The
 * connection goes back to the pool when the rows end, when the reader stops, or on an error.
 */
export async function* cursorRows<T>(db: Database, query: SQL, pageSize = CURSOR_PAGE): AsyncGenerator<T> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // Between two pages the connection waits for the reader (a slow download): it may be lost meanwhile.
  const connection = await checkOutConnection(db);
  const { client } = connection;
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
    if (open && !connection.isLost()) await client.query('ROLLBACK').catch(() => undefined);
    connection.release();
  }
}
