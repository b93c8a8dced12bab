import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { QueuedRow } from './laneQueries';
import { claimLanes, type Lane, laneKey, lanesJson, releaseLanes } from './lanes';
import { type ProcessContext, type ProcessResult, processLanes } from './processLanes';
import { readQueued, type SendContext, sendQueued } from './sendLanes';

/** Lanes claimed per round: large enough to batch the writes, small enough to keep latency low. */
const LANES_PER_ROUND = 500;
/** Rounds whose sends are still running, per worker: beyond this the worker waits for one. */
const MAX_SENDS_IN_FLIGHT = 3;
/** A row whose batch keeps failing (the database refuses it) is set aside after this many tries. */
const MAX_INBOX_ATTEMPTS = 5;

export interface RoundHooks extends ProcessContext, SendContext {
  afterProcess: (result: ProcessResult) => void;
  onError: (error: unknown) => void;
}

/**
 * The rounds of one conversation worker. A round claims lanes (one end-user's conversation each),
 * runs their inbox rows through the flow engine and writes the outcome; then it sends their queued
 * messages — in the background, so the next round starts while the platform answers. A lane stays
 * locked, and is skipped by this worker's next rounds, until its sends are recorded: one
 * end-user's messages are always handled one at a time and in order.
 */
export class ConversationRounds {
  private readonly inFlight = new Set<string>();
  private readonly sends = new Set<Promise<void>>();

  constructor(private readonly hooks: RoundHooks) {}

  /** One round on the worker's connection; true when it found work. */
  readonly run = async (connection: Database): Promise<boolean> => {
    if (this.sends.size >= MAX_SENDS_IN_FLIGHT) await Promise.race(this.sends);
    const claimed = await claimLanes(connection, LANES_PER_ROUND);
    // Session locks are re-entrant: a lane still sending was "claimed" again; undo that claim.
    const busy = claimed.filter((lane) => this.inFlight.has(laneKey(lane)));
    const lanes = claimed.filter((lane) => !this.inFlight.has(laneKey(lane)));
    if (busy.length > 0) await releaseLanes(connection, busy);
    if (lanes.length === 0) {
      // Only busy lanes had work: wait for a send to finish rather than spin.
      if (busy.length > 0 && this.sends.size > 0) await Promise.race(this.sends);
      return busy.length > 0;
    }
    let queued: QueuedRow[] = [];
    let covered = new Set<string>();
    try {
      const result = await processLanes(connection, lanes, this.hooks);
      this.hooks.afterProcess(result);
      queued = result.queued;
      covered = result.lanes;
    } catch (error) {
      this.hooks.onError(error);
      await countFailedAttempt(connection, lanes).catch(this.hooks.onError);
    }
    for (const lane of lanes) this.inFlight.add(laneKey(lane));
    const send = this.sendThenRelease(connection, lanes, covered, queued);
    this.sends.add(send);
    void send.finally(() => this.sends.delete(send));
    return true;
  };

  /** Waits for the sends still running (before the connection goes back to the pool). */
  async drain(): Promise<void> {
    await Promise.all(this.sends);
  }

  private async sendThenRelease(
    connection: Database,
    lanes: Lane[],
    covered: Set<string>,
    queued: QueuedRow[],
  ): Promise<void> {
    try {
      // Lanes claimed for a due retry only (no inbox row) read their queue here.
      const others = lanes.filter((lane) => !covered.has(laneKey(lane)));
      await sendQueued(connection, [...queued, ...(await readQueued(connection, others))], this.hooks);
    } catch (error) {
      this.hooks.onError(error);
    } finally {
      await releaseLanes(connection, lanes).catch(this.hooks.onError);
      for (const lane of lanes) this.inFlight.delete(laneKey(lane));
    }
  }
}

/**
 * The batch failed as a whole: its rows are tried again a second later, up to MAX_INBOX_ATTEMPTS.
 * Only the rows that were due: a follow-up scheduled days ahead on the same lane keeps its time.
 * The lanes are joined on the pending rows' index (inbox_pending), as readInbox does.
 */
async function countFailedAttempt(connection: Database, lanes: readonly Lane[]): Promise<void> {
  await connection.execute(sql`
    UPDATE inbox i SET attempts = i.attempts + 1,
      status = CASE WHEN i.attempts + 1 >= ${MAX_INBOX_ATTEMPTS} THEN 'failed' ELSE i.status END,
      available_at = now() + interval '1 second'
    FROM jsonb_to_recordset(${lanesJson(lanes)}::jsonb) AS l(chatbot_id uuid, channel text, sender text)
    WHERE i.chatbot_id = l.chatbot_id AND i.channel = l.channel AND i.sender = l.sender
      AND i.status = 'pending' AND i.available_at <= now()`);
}
