import { executeNamed } from '@griot/db/executeNamed';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { InboxItem } from './inboxEvent';

/**
 * Stores what arrived, in one statement, and says how many items were new: a platform message id
 * already stored (a retried webhook) is skipped by the unique index, so it never runs twice.
 * `isNew` tells, per item, whether it was (items without a platform id always are).
 */
export async function enqueueInbox(
  db: Database,
  items: readonly InboxItem[],
): Promise<{ added: number; isNew: (item: InboxItem) => boolean }> {
  if (items.length === 0) return { added: 0, isNew: () => false };
  const rows = items.map((item, order) => ({
    order,
    chatbot_id: item.chatbotId,
    channel: item.channel,
    sender: item.sender,
    external_id: item.externalId ?? null,
    event: item.event,
    delay_ms: item.delayMs ?? 0,
    status: item.refusal === undefined ? 'pending' : 'failed',
    error: item.refusal === undefined ? null : `refused: ${item.refusal}`,
  }));
  // NOTIFY wakes the workers of other server processes; it is delivered at commit only.
  const result = await executeNamed<{ keys: string[] | null; added: number }>(
    db,
    sql`
    WITH added AS (
    INSERT INTO inbox (chatbot_id, channel, sender, external_id, event, available_at, status, error)
    SELECT x.chatbot_id, x.channel, x.sender, x.external_id, x.event,
           now() + make_interval(secs => x.delay_ms / 1000.0), x.status, x.error
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS x("order" int, chatbot_id uuid, channel text, sender text, external_id text, event jsonb,
           delay_ms int, status text, error text)
    ORDER BY x."order"
    ON CONFLICT (chatbot_id, channel, external_id) WHERE external_id IS NOT NULL DO NOTHING
    RETURNING chatbot_id::text || ':' || channel || ':' || external_id AS key)
    SELECT count(*)::int AS added, array_agg(key) FILTER (WHERE key IS NOT NULL) AS keys,
           CASE WHEN count(*) > 0 THEN pg_notify('griot_inbox', '') END AS notified
    FROM added`,
  );
  const keys = new Set(result.rows[0]?.keys ?? []);
  return {
    added: result.rows[0]?.added ?? 0,
    isNew: (item) =>
      item.externalId === undefined || keys.has(`${item.chatbotId}:${item.channel}:${item.externalId}`),
  };
}
