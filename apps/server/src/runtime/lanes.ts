import { executeNamed } from '@griot/db/executeNamed';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { Channel } from './inboxEvent';

/**
 * A lane is one end-user's conversation: (chatbot, channel, sender). Everything of a lane (its
 * inbound messages, its continuations, its outbound sends) runs one at a time and in order, by
 * the worker holding the lane's advisory lock; different lanes run in parallel.
 */
export interface Lane {
  chatbotId: string;
  channel: Channel;
  sender: string;
}

export function laneKey(lane: Lane): string {
  return `${lane.chatbotId}:${lane.channel}:${lane.sender}`;
}

/** Arbitrary namespace for our advisory locks, so they cannot meet another application's. */
const LOCK_SEED = 7_470_111;

/**
 * Picks up to `limit` lanes with due work (inbox rows to run, or queued messages whose retry is
 * due), oldest first, and locks them for this connection (session-level advisory locks: a crashed
 * process's locks go with its connection). Lanes another worker holds are skipped, never waited
 * for. The work is read again after the lock is taken: a lane another worker was just finishing
 * may have nothing left. Session locks are re-entrant: the caller drops lanes it already holds.
 */
export async function claimLanes(connection: Database, limit: number): Promise<Lane[]> {
  const result = await executeNamed<{ chatbot_id: string; channel: Channel; sender: string }>(
    connection,
    sql`
    SELECT candidates.chatbot_id, candidates.channel, candidates.sender
    FROM (
      SELECT chatbot_id, channel, sender, min(first_at) AS first_at FROM (
        SELECT chatbot_id, channel, sender, min(available_at) AS first_at
        FROM inbox WHERE status = 'pending' AND available_at <= now()
        GROUP BY chatbot_id, channel, sender
        UNION ALL
        SELECT eu.chatbot_id, eu.channel, eu.external_id, min(m.next_attempt_at)
        FROM messages m JOIN end_users eu ON eu.id = m.end_user_id
        WHERE m.status = 'queued' AND m.next_attempt_at <= now()
        GROUP BY eu.chatbot_id, eu.channel, eu.external_id
      ) due
      GROUP BY chatbot_id, channel, sender
      ORDER BY first_at
      LIMIT ${limit}
    ) candidates
    WHERE pg_try_advisory_lock(hashtextextended(candidates.chatbot_id::text || ':' || candidates.channel || ':' || candidates.sender, ${LOCK_SEED}))`,
  );
  return result.rows.map((row) => ({ chatbotId: row.chatbot_id, channel: row.channel, sender: row.sender }));
}

/** Releases lanes claimed on this same connection (once per claim: the locks are re-entrant). */
export async function releaseLanes(connection: Database, lanes: readonly Lane[]): Promise<void> {
  if (lanes.length === 0) return;
  await executeNamed(
    connection,
    sql`
    SELECT pg_advisory_unlock(hashtextextended(key, ${LOCK_SEED}))
    FROM jsonb_array_elements_text(${JSON.stringify(lanes.map(laneKey))}::jsonb) AS key`,
  );
}

/** The lanes as JSON rows, for `jsonb_to_recordset(...) AS l(chatbot_id uuid, channel text, sender text)`. */
export function lanesJson(lanes: readonly Lane[]): string {
  return JSON.stringify(
    lanes.map((lane) => ({ chatbot_id: lane.chatbotId, channel: lane.channel, sender: lane.sender })),
  );
}
