import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { RECIPIENT_NOTES } from '../recipientNotes';

/** Meta's per-user marketing cap (131049). */
const META_CAP = 131049;
/** Tried this many times in all (as recipientOutcome does for a 131049 answered to the send). */
const META_CAP_ATTEMPTS = 3;
/** Meta's cap counts a day: tried again after that (the worker's ECOSYSTEM_RETRY_MS). */
const META_CAP_RETRY_SECONDS = 24 * 3_600;

/**
 * Meta usually reports its per-user marketing cap in the status webhook ('failed', 131049), after
 * taking the send: the recipient the status just failed is not failed but capped. While tries
 * remain and the campaign is not over, it goes back to the queue a day later (its message id
 * cleared, so the old send's statuses no longer name it); otherwise it ends 'capped'. Either way
 * the customer is marked (end_users.meta_capped_at: the forecast counts them apart). Runs in the
 * transaction that applied the statuses.
 */
export async function settleMetaCapStatuses(
  db: Database,
  chatbotId: string,
  rows: ReadonlyArray<{ wamid: string; callback: string | null; status: string; code: number | null }>,
): Promise<void> {
  const capped = rows.filter((row) => row.status === 'failed' && row.code === META_CAP);
  if (capped.length === 0) return;
  const callbacks = capped.flatMap((row) => (row.callback ? [row.callback] : []));
  const wamids = capped.map((row) => row.wamid);
  await db.execute(sql`
    WITH hit AS (
      SELECT r.id, r.end_user_id, r.attempts, b.status AS campaign_status
      FROM broadcast_recipients r JOIN broadcasts b ON b.id = r.broadcast_id
      WHERE b.chatbot_id = ${chatbotId} AND r.status = 'failed' AND r.error_code = ${META_CAP}
        AND (r.id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(callbacks)}::jsonb))
             OR r.message_id IN (SELECT value FROM jsonb_array_elements_text(${JSON.stringify(wamids)}::jsonb)))
      FOR UPDATE OF r
    ), moved AS (
      UPDATE broadcast_recipients r SET
        status = CASE WHEN hit.attempts < ${META_CAP_ATTEMPTS} AND hit.campaign_status IN ('running', 'paused')
                      THEN 'pending' ELSE 'capped' END,
        error_text = CASE WHEN hit.attempts < ${META_CAP_ATTEMPTS} AND hit.campaign_status IN ('running', 'paused')
                          THEN ${RECIPIENT_NOTES.cappedRetry} ELSE ${RECIPIENT_NOTES.capped} END,
        next_attempt_at = now() + make_interval(secs => ${META_CAP_RETRY_SECONDS}),
        message_id = NULL, sending_at = NULL, updated_at = now()
      FROM hit WHERE r.id = hit.id
      RETURNING r.end_user_id
    )
    UPDATE end_users SET meta_capped_at = now() WHERE id IN (SELECT end_user_id FROM moved)`);
}
