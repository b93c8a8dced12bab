import type { WhatsAppError, WhatsAppStatus } from '@griot/channels/whatsapp/whatsAppTypes';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { isUuid } from '../../lib/isUuid';
import { notifyChanges } from '../../runtime/notifyChanges';

/** Statuses only move forward: a late 'delivered' never replaces 'read'; 'failed' is final. */
const RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, played: 4, failed: 5 };

/**
 * Records delivery statuses on the messages we sent (found by wamid, within this chatbot only).
 * Returns how many messages changed. Unknown wamids (sent by another tool on the same number) are ignored.
 */
export async function applyStatuses(
  db: Database,
  chatbotId: string,
  statuses: readonly WhatsAppStatus[],
): Promise<number> {
  const best = new Map<
    string,
    { id: string; status: string; rank: number; error: WhatsAppError | null; callback: string | null }
  >();
  for (const status of statuses) {
    // The status is the webhook's text: an inherited name ('constructor') ranks as unknown.
    const rank = Object.hasOwn(RANK, status.status) ? (RANK[status.status] ?? 0) : 0;
    const current = best.get(status.id);
    if (!current || rank > current.rank)
      best.set(status.id, {
        id: status.id,
        status: status.status,
        rank,
        error: status.errors[0] ?? null,
        callback: status.callbackData && isUuid(status.callbackData) ? status.callbackData : null,
      });
  }
  if (best.size === 0) return 0;
  return db.transaction(async (tx) => {
    // A send a crash interrupted after Graph accepted it: its wamid was never stored, but Meta's
    // status names our message id. It becomes what it is (sent, delivered…), with its wamid.
    const recovered = await tx.execute<{ seq: number }>(sql`
      UPDATE messages m SET external_id = s.id, status = s.status, error = s.error, next_attempt_at = NULL,
        sending_at = NULL
      FROM jsonb_to_recordset(${JSON.stringify([...best.values()])}::jsonb) AS s(id text, status text, rank int, error jsonb, callback uuid)
      WHERE s.callback IS NOT NULL AND m.id = s.callback AND m.chatbot_id = ${chatbotId}
        AND m.direction = 'out' AND m.external_id IS NULL
        AND (m.error->>'title' = 'Interrupted' OR m.sending_at IS NOT NULL)
      RETURNING m.seq`);
    const result = await tx.execute<{ seq: number }>(sql`
      UPDATE messages m SET status = s.status, error = coalesce(s.error, m.error)
      FROM jsonb_to_recordset(${JSON.stringify([...best.values()])}::jsonb) AS s(id text, status text, rank int, error jsonb)
      WHERE m.chatbot_id = ${chatbotId} AND m.external_id = s.id AND m.direction = 'out'
        AND (CASE m.status WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 WHEN 'played' THEN 4
                           WHEN 'failed' THEN 5 ELSE 0 END) < s.rank
      RETURNING m.seq`);
    const changed = [...recovered.rows, ...result.rows].map((row) => row.seq);
    await notifyChanges(tx, new Map([[chatbotId, changed]]));
    return changed.length;
  });
}
