import type { Database } from '@griot/db/openDatabase';
import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';

let cursors = 0;

/**
 * Reads `query` (a `SELECT *` of `table`) through a server-side cursor, `batch` rows at a time,
 * each row mapped as drizzle's `select()` maps it (same keys, same order, same values, untyped:
 * the rows are meant to be written out, e.g. as JSON): one query
 * however many rows, and never more than a batch of them in memory. `tx` must be a transaction,
 * which the cursor lives in; stopping the iteration closes the cursor.
 */
export async function* readByCursor<T extends Table>(
  tx: Database,
  table: T,
  query: SQL,
  batch: number,
): AsyncGenerator<Array<Record<string, unknown>>> {
  cursors += 1;
  const name = sql.raw(`griot_cursor_${cursors}`);
  const columns = Object.entries(getTableColumns(table));
  await tx.execute(sql`DECLARE ${name} NO SCROLL CURSOR FOR ${query}`);
  try {
    for (;;) {
      const { rows } = await tx.execute<Record<string, unknown>>(
        sql`FETCH ${sql.raw(String(batch))} FROM ${name}`,
      );
      if (rows.length === 0) return;
      yield rows.map((raw) => {
        const row: Record<string, unknown> = {};
        for (const [key, column] of columns) {
          const value = raw[column.name];
          row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
        }
        return row;
      });
      if (rows.length < batch) return;
    }
  } finally {
    await tx.execute(sql`CLOSE ${name}`).catch(() => undefined);
  }
}
