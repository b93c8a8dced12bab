import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * The attempts a campaign's failure rate is read over. Meta lowers a number's quality when many of
 * its messages fail or are blocked in a short time; a campaign sends about 80 a second, so 50
 * attempts is the last second or so: recent enough to stop a bad list before it hurts the number.
 */
export const FAILURE_WINDOW = 50;
/**
 * At least this many failures before pausing: on a small campaign (or its first sends) 3 failures
 * of 10 attempts are chance (a few old numbers), not a bad list.
 */
export const MIN_FAILURES = 10;
/** More than this share of the window failed: a healthy campaign fails for well under 5 %. */
export const MAX_FAILURE_SHARE = 0.2;

/**
 * After a batch's outcomes are recorded: each campaign of the batch whose last FAILURE_WINDOW
 * settled attempts (up to the batch's furthest recipient, by position: sends go out in that
 * order, and the (broadcast_id, position) index reads them) hold more than MAX_FAILURE_SHARE
 * failures, and at least MIN_FAILURES, pauses with its figures. Only attempts settled since the
 * campaign's last automatic pause count: a resumed campaign is judged on what it sends now.
 */
export async function pauseOnFailureBurst(db: Database, recipientIds: readonly string[]): Promise<void> {
  if (recipientIds.length === 0) return;
  await db.execute(sql`
    WITH touched AS (
      SELECT r.broadcast_id, max(r.position) AS upto FROM broadcast_recipients r
      WHERE r.id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(recipientIds)}::jsonb))
      GROUP BY r.broadcast_id
    ), recent AS (
      SELECT t.broadcast_id, w.failed, w.attempts
      FROM touched t JOIN broadcasts b ON b.id = t.broadcast_id AND b.status = 'running'
      CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE last.status IN ('failed', 'error'))::int AS failed, count(*)::int AS attempts
        FROM (SELECT r.status FROM broadcast_recipients r
              WHERE r.broadcast_id = t.broadcast_id AND r.position <= t.upto
                AND r.status IN ('accepted', 'sent', 'delivered', 'read', 'failed', 'error')
                AND r.updated_at > coalesce(b.paused_automatically_at, '-infinity'::timestamptz)
              ORDER BY r.position DESC LIMIT ${FAILURE_WINDOW}) last
      ) w
    )
    -- The reason as PROTECTION_PAUSES.failureRate writes it.
    UPDATE broadcasts b
    SET status = 'paused', pause_reason = 'failure-rate:' || recent.failed || '/' || recent.attempts,
      paused_automatically_at = now()
    FROM recent
    WHERE b.id = recent.broadcast_id AND b.status = 'running'
      AND recent.failed >= ${MIN_FAILURES} AND recent.failed > recent.attempts * ${MAX_FAILURE_SHARE}::float8`);
}
