import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/** Lines applied per statement: large enough for a burst's second, small enough to stay short. */
const LINES_PER_STATEMENT = 20_000;
/** A screen's read applies at most this many statements' worth before reading (a few seconds' burst). */
const MAX_STATEMENTS = 10;
/** The most lines one catchUpActivity call applies: a call that applied this many may have left some. */
export const CATCH_UP_MAX_LINES = LINES_PER_STATEMENT * MAX_STATEMENTS;

/** Lines this process applied (so deleted) since it last vacuumed the backlog, screens' reads included. */
let deletedSinceVacuum = 0;

/**
 * Applies the activity backlog (migration 0036): the interaction counts and last activity of
 * end-users, their active days and months and the chatbots' figures, which conversation rounds
 * leave there instead of writing them on the reply path. `wait` (a screen about to show these
 * figures) waits for a catch-up running elsewhere, so that every line committed before the call
 * is applied when it returns; without it (the runtime's loop) a running catch-up is left alone.
 * Returns the lines applied.
 */
export async function catchUpActivity(db: Database, options: { wait: boolean }): Promise<number> {
  let applied = 0;
  for (let statement = 0; statement < MAX_STATEMENTS; statement += 1) {
    const { rows } = await db.execute<{ taken: number }>(
      sql`SELECT griot_catch_up_activity(${LINES_PER_STATEMENT}, ${options.wait}) AS taken`,
    );
    const taken = rows[0]?.taken ?? 0;
    applied += taken;
    deletedSinceVacuum += taken;
    if (taken < LINES_PER_STATEMENT) break;
  }
  return applied;
}

/**
 * Lines applied (so deleted) after which the backlog is vacuumed. The catch-up reads the table
 * whole (its first steps scan it), and a deleted line stays in the heap until a vacuum: emptied
 * after a burst of a million messages, the table still made every screen's catch-up scan two
 * million dead lines, about 80 ms a read instead of 1 (measured), until autovacuum came by.
 * 50,000 lines are a few MB of dead rows: a scan of about a millisecond at worst.
 */
export const VACUUM_AFTER_LINES = 50_000;

/**
 * Reclaims the backlog's deleted lines once this process deleted `afterLines` of them since it
 * last did (VACUUM: on a pool connection, never inside a transaction). Skipped while another
 * vacuum (autovacuum, another process) holds the table: that one does the same work. Returns
 * whether it ran.
 */
export async function vacuumActivityBacklog(db: Database, afterLines = VACUUM_AFTER_LINES): Promise<boolean> {
  if (deletedSinceVacuum < afterLines) return false;
  deletedSinceVacuum = 0;
  await db.execute(sql`VACUUM (SKIP_LOCKED) activity_backlog`);
  return true;
}
