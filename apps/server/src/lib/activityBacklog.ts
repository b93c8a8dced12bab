import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/** Lines applied per statement: large enough for a burst's second, small enough to stay short. */
const LINES_PER_STATEMENT = 20_000;
/** A screen's read applies at most this many statements' worth before reading (a few seconds' burst). */
const MAX_STATEMENTS = 10;

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
    if (taken < LINES_PER_STATEMENT) break;
  }
  return applied;
}
