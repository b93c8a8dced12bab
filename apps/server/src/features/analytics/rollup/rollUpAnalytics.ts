import { CONVERSATION_GAP_HOURS } from '@griot/contract/analytics/analyticsSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { CATCH_UP_MAX_LINES, catchUpActivity } from '../../../lib/activityBacklog';
import { countEndings, countMessages } from './countMessages';
import { recountReturningZones } from './returningDays';
import {
  forgetOldSends,
  loadConversations,
  loadSends,
  loadSilentConversations,
  readBatch,
  resolvedConversations,
  saveConversations,
  writeDeltas,
} from './rollupQueries';
import { emptyDeltas } from './rollupTypes';
import { type StuckWriter, safeSeqBound, WRITERS_WAIT_MS } from './safeSeqBound';

export interface RollUpResult {
  /** Messages counted by this call. */
  messages: number;
  /** Conversations whose end (finished or left) this call counted. */
  ended: number;
  /** Every message up to the run's safe bound is counted (false: more waits, or writers did not finish). */
  caughtUp?: boolean;
  /** The writers this call waited for in vain (it counted nothing): who held messages open. */
  stuckWriters?: StuckWriter[];
}

export interface RollUpOptions {
  now?: Date;
  /** At most this many messages in this call (the worker's bounded work per run). */
  maxMessages?: number;
  /** Messages per transaction. */
  batchSize?: number;
  /** How long to wait for the message writers seen at the start (safeSeqBound). */
  writersWaitMs?: number;
  /** Checked between batches: the server is stopping (what is done stays done). */
  shouldStop?: () => boolean;
  /** Tests: runs inside each batch's transaction, after its writes (a throw simulates a crash). */
  afterBatchWrites?: (batch: number) => void;
}

export const ROLLUP_BATCH = 5_000;
const GAP_MS = CONVERSATION_GAP_HOURS * 3_600_000;

/**
 * Moves the analytics counters (migration 0043) forward: the messages written since the watermark,
 * in seq order, a batch per transaction, then the conversations silent for 24 h at `now`.
 *
 * Each batch's transaction locks the watermark row (FOR UPDATE), re-reads it, counts, writes every
 * counter and moves the watermark: two rollups never count a batch twice, and a crash inside a
 * batch rolls the whole batch back (its messages are counted by the next run). Only messages up to
 * safeSeqBound are read: a seq still uncommitted is never passed.
 */
export async function rollUpAnalytics(db: Database, options: RollUpOptions = {}): Promise<RollUpResult> {
  const now = options.now ?? new Date();
  const maxMessages = options.maxMessages ?? Number.POSITIVE_INFINITY;
  const batchSize = Math.min(options.batchSize ?? ROLLUP_BATCH, maxMessages);
  let stuckWriters: StuckWriter[] | undefined;
  const bound = await safeSeqBound(db, options.writersWaitMs ?? WRITERS_WAIT_MS, (writers) => {
    stuckWriters = writers;
  });
  // A web visitor is left out of every figure until their first message counts (end_users.is_test
  // follows interaction_count, migration 0030), and that count is applied off the reply path
  // (activity backlog). Every message up to the bound is committed, its backlog line with it: applied
  // here first, so a visitor's first messages are never read while they still look like a test.
  if (bound !== null) await applyWholeBacklog(db);
  let counted = 0;
  let spent = 0;
  let ended = 0;
  let caughtUp = false;
  let batchNumber = 0;
  while (bound !== null && spent < maxMessages && !options.shouldStop?.()) {
    batchNumber += 1;
    const step = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ last_seq: string }>(
        sql`SELECT last_seq::text FROM analytics_rollup_state WHERE id = 1 FOR UPDATE`,
      );
      const afterSeq = Number(rows[0]?.last_seq ?? 0);
      if (afterSeq >= bound) return null;
      // A window of seq values, never more messages than its width (seqs are unique).
      const upToSeq = Math.min(afterSeq + Math.min(batchSize, maxMessages - spent), bound);
      const messages = await readBatch(tx, afterSeq, upToSeq);
      const endUserIds = [...new Set(messages.map((message) => message.endUserId))];
      const conversations = await loadConversations(tx, endUserIds);
      const sends = await loadSends(tx, endUserIds);
      const deltas = emptyDeltas();
      const endings = countMessages(messages, conversations, sends, deltas);
      countEndings(endings, await resolvedConversations(tx, endings), deltas);
      await writeDeltas(tx, deltas);
      await saveConversations(tx, conversations.values());
      options.afterBatchWrites?.(batchNumber);
      await tx.execute(sql`UPDATE analytics_rollup_state SET last_seq = ${upToSeq} WHERE id = 1`);
      return { messages: messages.length, ended: endings.length, seqs: upToSeq - afterSeq };
    });
    if (!step) {
      caughtUp = true;
      break;
    }
    // Empty windows (seq gaps) count against the run's bound too: its work stays bounded.
    spent += Math.max(step.messages, Math.min(step.seqs, 1));
    counted += step.messages;
    ended += step.ended;
  }
  // Silence is only known once every message up to now is counted: else a message still waiting
  // here could be the one that broke the silence.
  if (caughtUp) {
    ended += await endSilentConversations(db, now);
    await recountReturningZones(db);
    // Every message written before this run began is counted: the summary's computed_at.
    await db.execute(
      sql`UPDATE analytics_rollup_state SET rolled_at = ${now.toISOString()}::timestamptz WHERE id = 1`,
    );
  }
  return { messages: counted, ended, caughtUp, ...(stuckWriters ? { stuckWriters } : {}) };
}

/** Applies the activity backlog until a call finds less than a full call's worth left. */
async function applyWholeBacklog(db: Database): Promise<void> {
  while ((await catchUpActivity(db, { wait: true })) >= CATCH_UP_MAX_LINES);
}

/** Ends the conversations silent for CONVERSATION_GAP_HOURS at `now`, a batch per transaction. */
async function endSilentConversations(db: Database, now: Date): Promise<number> {
  let ended = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      // Serialised with the batches: the watermark row is the rollup's one lock.
      await tx.execute(sql`SELECT 1 FROM analytics_rollup_state WHERE id = 1 FOR UPDATE`);
      const silent = await loadSilentConversations(tx, new Date(now.getTime() - GAP_MS), ROLLUP_BATCH);
      if (silent.length === 0) return 0;
      const deltas = emptyDeltas();
      countEndings(silent, await resolvedConversations(tx, silent), deltas);
      await writeDeltas(tx, deltas);
      for (const conversation of silent)
        conversation.endedAt = new Date(conversation.lastMessageAt.getTime() + GAP_MS);
      await saveConversations(tx, silent);
      await forgetOldSends(tx, now);
      return silent.length;
    });
    ended += count;
    if (count < ROLLUP_BATCH) return ended;
  }
}
