import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { claimLanes, type Lane, releaseLanes } from './lanes';
import { type ProcessContext, type ProcessResult, processLanes } from './processLanes';
import type { RuntimeSignals } from './runtimeSignals';
import { type SendContext, sendLanes } from './sendLanes';

/** Lanes claimed per round: large enough to batch the writes, small enough to keep latency low. */
const LANES_PER_ROUND = 200;
/** Without a wake-up, look for due delays and retries this often. */
const IDLE_POLL_MS = 250;
/** A row whose batch keeps failing (the database refuses it) is set aside after this many tries. */
const MAX_INBOX_ATTEMPTS = 5;

export interface WorkerHooks extends ProcessContext, SendContext {
  afterProcess: (result: ProcessResult) => void;
  onError: (error: unknown) => void;
}

/**
 * One conversation worker: claims lanes with work, runs their inbox rows, sends their queued
 * messages, releases them, and again. It owns one connection for its whole life because the lane
 * locks are that connection's advisory locks.
 */
export class ConversationWorker {
  private stopped = false;
  private running: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  /** A wake-up that came while a round ran: the next idle is skipped. */
  private woken = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly signals: RuntimeSignals,
    private readonly hooks: WorkerHooks,
  ) {}

  start(): void {
    this.stopped = false;
    this.signals.on('work', this.onWork);
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.signals.off('work', this.onWork);
    this.wakeUp?.();
    await this.running;
  }

  private readonly onWork = (): void => {
    this.woken = true;
    this.wakeUp?.();
  };

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let client: pg.PoolClient | undefined;
      try {
        client = await this.pool.connect();
        const connection = drizzle(client) as unknown as Database;
        while (!this.stopped) {
          const worked = await this.round(connection);
          if (!worked) await this.idle();
        }
        client.release();
      } catch (error) {
        this.hooks.onError(error);
        // A broken connection is discarded with its locks; wait a little before reconnecting.
        client?.release(true);
        await this.idle(1000);
      }
    }
  }

  /** One round; true when it found work (then the next round starts at once). */
  private async round(connection: Database): Promise<boolean> {
    const lanes = await claimLanes(connection, LANES_PER_ROUND);
    if (lanes.length === 0) return false;
    try {
      try {
        const result = await processLanes(connection, lanes, this.hooks);
        this.hooks.afterProcess(result);
      } catch (error) {
        this.hooks.onError(error);
        await countFailedAttempt(connection, lanes);
      }
      await sendLanes(connection, lanes, this.hooks);
    } finally {
      await releaseLanes(connection, lanes);
    }
    return true;
  }

  private idle(ms = IDLE_POLL_MS): Promise<void> {
    if (this.woken && !this.stopped) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.woken = false;
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }
}

/** The batch failed as a whole: its rows are tried again, up to MAX_INBOX_ATTEMPTS. */
async function countFailedAttempt(connection: Database, lanes: readonly Lane[]): Promise<void> {
  const keys = JSON.stringify(lanes.map((lane) => `${lane.chatbotId}:${lane.channel}:${lane.sender}`));
  await connection.execute(sql`
    UPDATE inbox SET attempts = attempts + 1,
      status = CASE WHEN attempts + 1 >= ${MAX_INBOX_ATTEMPTS} THEN 'failed' ELSE status END,
      available_at = now() + interval '1 second'
    WHERE status = 'pending'
      AND chatbot_id::text || ':' || channel || ':' || sender IN (SELECT jsonb_array_elements_text(${keys}::jsonb))`);
}
