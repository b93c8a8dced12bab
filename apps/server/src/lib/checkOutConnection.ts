import type { Database } from '@griot/db/openDatabase';

/** The part of pg's pooled client used on a connection of its own. */
export interface PoolClient {
  query<T>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
  /** `true` discards the connection instead of giving it back to the pool. */
  release(destroy?: boolean): void;
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
}

export interface CheckedOutConnection {
  client: PoolClient;
  /** PostgreSQL went away while the connection was held: nothing more can be asked of it. */
  isLost(): boolean;
  /** Back to the pool, or discarded when it was lost. Call once, in a finally. */
  release(): void;
}

/**
 * A connection of the pool held for a while (a cursor read at the reader's pace, an advisory
 * lock kept during a run). While it idles, a PostgreSQL that goes away is reported by pg as an
 * 'error' event, which with no listener would end the process: the loss is listened to and kept.
 */
export async function checkOutConnection(db: Database): Promise<CheckedOutConnection> {
  const pool = (db as unknown as { $client: { connect(): Promise<PoolClient> } }).$client;
  const client = await pool.connect();
  let lost: Error | undefined;
  const onLost = (error: Error) => {
    lost = error;
  };
  client.on('error', onLost);
  return {
    client,
    isLost: () => lost !== undefined,
    release: () => {
      client.off('error', onLost);
      client.release(lost !== undefined);
    },
  };
}
