import type { Database } from '@griot/db/openDatabase';

export interface RollUpResult {
  /** Messages counted by this call. */
  messages: number;
  /** Conversations whose end (finished or left) this call counted. */
  ended: number;
}

/**
 * Moves the analytics counters (migration 0043) forward: the messages written since the watermark,
 * in seq order, a batch per transaction, then the conversations silent for 24 h at `now`.
 * Being built (issue 28).
 */
export async function rollUpAnalytics(
  _db: Database,
  _options: { now?: Date; maxMessages?: number } = {},
): Promise<RollUpResult> {
  return { messages: 0, ended: 0 };
}
