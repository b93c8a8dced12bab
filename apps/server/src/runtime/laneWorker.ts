import type { Database } from '@griot/db/openDatabase';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { WakeableSleep } from '../lib/wakeableSleep';
import type { RuntimeSignals } from './runtimeSignals';

/** Without a wake-up, look for due delays and retries this often. */
const IDLE_POLL_MS = 250;

/** Rounds of work on a connection: `run` is true when it found some (the next starts at once). */
export interface Rounds {
  run: (connection: Database) => Promise<boolean>;
  /** Finishes work the rounds left running, before the connection is given back. */
  drain: () => Promise<void>;
}

/**
 * A loop running rounds on one connection of its own, for its whole life: the lane locks are that
 * connection's advisory locks, so a crashed process's locks vanish with its connections. Sleeps
 * between empty rounds until woken (`signals`) or the poll interval ends.
 */
export class LaneWorker {
  private stopped = false;
  private running: Promise<void> | undefined;
  /** The sleep between empty rounds; a wake-up that came while a round ran skips the next one. */
  private readonly rest = new WakeableSleep();

  constructor(
    private readonly pool: pg.Pool,
    private readonly signals: RuntimeSignals,
    private readonly rounds: Rounds,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.stopped = false;
    this.signals.on('inbox', this.onWork);
    this.signals.on('outbox', this.onWork);
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.signals.off('inbox', this.onWork);
    this.signals.off('outbox', this.onWork);
    this.rest.interrupt();
    await this.running;
  }

  private readonly onConnectionError = (error: Error): void => {
    this.onError(error);
    this.rest.interrupt();
  };

  private readonly onWork = (): void => {
    this.rest.wake();
  };

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let client: pg.PoolClient | undefined;
      try {
        client = await this.pool.connect();
        // A connection can die while the worker idles on it (PostgreSQL restarted, a network cut):
        // without a listener that error would end the process. The next query fails instead, and
        // the loop reconnects.
        client.on('error', this.onConnectionError);
        const connection = drizzle(serialized(client)) as unknown as Database;
        try {
          while (!this.stopped) {
            const worked = await this.rounds.run(connection);
            if (!worked) await this.idle();
          }
        } finally {
          await this.rounds.drain();
        }
        client.off('error', this.onConnectionError);
        client.release();
      } catch (error) {
        this.onError(error);
        // A broken connection is discarded with its locks; wait a little before reconnecting.
        client?.off('error', this.onConnectionError);
        client?.release(true);
        await this.idle(1000);
      }
    }
  }

  private idle(ms = IDLE_POLL_MS): Promise<void> {
    if (this.rest.woken && !this.stopped) {
      this.rest.woken = false;
      return Promise.resolve();
    }
    return this.rest.sleep(ms);
  }
}

/**
 * The worker's rounds and its background sends share the connection (the lane locks live there):
 * their queries are chained here, one after the other, instead of relying on pg's deprecated
 * implicit queue.
 */
function serialized(client: pg.PoolClient): pg.PoolClient {
  let tail: Promise<unknown> = Promise.resolve();
  const query = (...args: unknown[]): Promise<unknown> => {
    const run = tail.then(() => (client.query as (...params: unknown[]) => Promise<unknown>)(...args));
    tail = run.catch(() => undefined);
    return run;
  };
  return new Proxy(client, {
    get: (target, property) => (property === 'query' ? query : Reflect.get(target, property, target)),
  });
}
