import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { openConversation } from '../../runtime/conversationStatus';

/** Snoozes ended at once by one pass (the next pass takes the rest). */
const SNOOZES_PER_PASS = 100;

/**
 * Conversations whose snooze ended come back 'open' to whoever has them: the stretch with a person
 * goes on (the agent put it aside; the customer did not write, so nobody waits anew). Rows another
 * process is waking are skipped, so each wakes once.
 */
export async function wakeEndedSnoozes(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.execute<{ end_user_id: string }>(sql`
      SELECT end_user_id FROM conversations
      WHERE status = 'snoozed' AND snoozed_until <= now()
      ORDER BY snoozed_until
      LIMIT ${SNOOZES_PER_PASS}
      FOR UPDATE SKIP LOCKED`);
    for (const { end_user_id } of due.rows)
      await openConversation(tx, { endUserId: end_user_id, reason: 'agent' });
    return due.rows.length;
  });
}
