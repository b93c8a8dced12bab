import type { InboundWhatsAppMessage, WhatsAppStatus } from '@griot/channels/whatsapp/whatsAppTypes';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { isUuid } from '../../lib/isUuid';
import { notifyChanges } from '../../runtime/notifyChanges';
import { settleMetaCapStatuses } from './protection/metaCapStatuses';
import { RECIPIENT_NOTES } from './recipientNotes';
import { writeSettledMessages } from './writeSettledMessages';

/**
 * Words an end-user writes to stop (or restart) marketing messages: matched against what they
 * write, in every language at once, whatever the screens' language.
 */
const STOP_WORDS = new Set([
  'stop',
  'arret',
  'arrêt', // i18n-exempt: matching data (a STOP word an end-user writes), not a text Griot shows
  'arreter',
  'arrêter', // i18n-exempt: matching data
  'desabonner',
  'désabonner', // i18n-exempt: matching data
  'unsubscribe',
]);
const START_WORDS = new Set(['start', 'reprendre']);

/**
 * What a WhatsApp webhook tells the broadcasts: delivery statuses of campaign sends (found by our
 * recipient id in biz_opaque_callback_data or by wamid) moved forward only, and opt-outs — a
 * STOP message, or Meta's `user_preferences` change for marketing messages.
 */
export async function applyBroadcastWebhook(
  db: Database,
  chatbotId: string,
  body: unknown,
  messages: readonly InboundWhatsAppMessage[],
  statuses: readonly WhatsAppStatus[],
): Promise<void> {
  const preferences = [
    ...readUserPreferences(body),
    ...messages.flatMap((message) => {
      const text = message.event.type === 'text' ? message.event.text.trim().toLowerCase() : '';
      if (STOP_WORDS.has(text)) return [{ waId: message.identity, stop: true }];
      if (START_WORDS.has(text)) return [{ waId: message.identity, stop: false }];
      return [];
    }),
  ];
  if (preferences.length > 0) await recordPreferences(db, chatbotId, preferences);
  if (statuses.length > 0) await applyRecipientStatuses(db, chatbotId, statuses);
}

/** The forward order of a recipient's states; 'failed' ends it, 'error'/'skipped'/'cancelled' never move. */
const RANK_SQL = sql`CASE r.status WHEN 'pending' THEN 0 WHEN 'sending' THEN 0 WHEN 'accepted' THEN 1 WHEN 'sent' THEN 2
  WHEN 'delivered' THEN 3 WHEN 'read' THEN 4 WHEN 'failed' THEN 5 ELSE 9 END`;
const ADVANCE = sql`
  status = s.status,
  message_id = coalesce(r.message_id, s.wamid),
  error_code = CASE WHEN s.status = 'failed' THEN s.code ELSE r.error_code END,
  error_text = CASE WHEN s.status = 'failed' THEN coalesce(s.text, ${RECIPIENT_NOTES.failedByMeta}) ELSE r.error_text END,
  sending_at = NULL,
  updated_at = now()`;
const STATUS_RANK: Record<string, number> = { sent: 2, delivered: 3, read: 4, played: 4, failed: 5 };

async function applyRecipientStatuses(
  db: Database,
  chatbotId: string,
  statuses: readonly WhatsAppStatus[],
): Promise<void> {
  const rows = statuses
    // The status is the webhook's text: own keys only ('constructor' is no status).
    .filter((status) => Object.hasOwn(STATUS_RANK, status.status))
    .map((status) => ({
      wamid: status.id,
      callback: status.callbackData && isUuid(status.callbackData) ? status.callbackData : null,
      status: status.status === 'played' ? 'read' : status.status,
      rank: STATUS_RANK[status.status] ?? 0,
      code: status.errors[0]?.code ?? null,
      text: status.errors[0] ? status.errors[0].message || status.errors[0].title : null,
    }))
    // Several statuses of one send in a batch: the furthest wins (order is not guaranteed).
    .sort((a, b) => b.rank - a.rank);
  if (rows.length === 0) return;
  // Two updates, each on an index (the primary key, the message id): an OR across both would
  // scan every recipient of the chatbot for each status, at 160 status webhooks a second. The
  // customer's conversation shows the send (its message's id is the recipient's): its status follows.
  // A send settled here whose worker never recorded it gets its conversation message in the same
  // transaction: a process killed between the two would leave the recipient settled and the
  // customer's conversation without the message, with nothing left to write it.
  await db.transaction(async (tx) => {
    await settleRecipients(tx, chatbotId, rows);
    // Meta's per-user marketing cap (131049) is no failure: tried again later (number protection).
    await settleMetaCapStatuses(tx, chatbotId, rows);
  });
}

async function settleRecipients(
  db: Database,
  chatbotId: string,
  rows: ReadonlyArray<{
    wamid: string;
    callback: string | null;
    status: string;
    rank: number;
    code: number | null;
    text: string | null;
  }>,
): Promise<void> {
  const result = await db.execute<{ kind: 'seq' | 'settled'; value: string }>(sql`
    WITH s AS (
      SELECT DISTINCT ON (coalesce(callback::text, wamid)) * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS x(wamid text, callback uuid, status text, rank int, code int, text text)
      ORDER BY coalesce(callback::text, wamid), rank DESC
    ), unrecorded AS (
      -- Sends whose worker has not recorded them (yet, or ever: killed after Meta took the send).
      SELECT r.id FROM broadcast_recipients r JOIN s ON r.id = s.callback WHERE r.status = 'sending'
    ), by_callback AS (
      UPDATE broadcast_recipients r SET ${ADVANCE}
      FROM s, broadcasts b
      WHERE s.callback IS NOT NULL AND r.id = s.callback AND b.id = r.broadcast_id AND b.chatbot_id = ${chatbotId}
        AND ${RANK_SQL} < s.rank
        -- A status of an earlier send of a recipient sent again (Meta's cap, 131049) is not this send's.
        AND (r.message_id IS NULL OR r.message_id = s.wamid)
      RETURNING r.id, r.status, r.message_id, r.error_code, r.error_text
    ), by_wamid AS (
      UPDATE broadcast_recipients r SET ${ADVANCE}
      FROM s, broadcasts b
      WHERE s.callback IS NULL AND r.message_id = s.wamid AND b.id = r.broadcast_id AND b.chatbot_id = ${chatbotId}
        AND ${RANK_SQL} < s.rank
      RETURNING r.id, r.status, r.message_id, r.error_code, r.error_text
    ), moved AS (
      SELECT * FROM by_callback UNION ALL SELECT * FROM by_wamid
    ), shown AS (
      UPDATE messages m SET status = moved.status, external_id = coalesce(m.external_id, moved.message_id),
        error = CASE WHEN moved.status = 'failed'
                     THEN jsonb_build_object('code', coalesce(moved.error_code, 0), 'title', 'Broadcast', 'message', moved.error_text)
                     ELSE m.error END
      FROM moved
      WHERE m.id = moved.id AND m.chatbot_id = ${chatbotId} AND m.direction = 'out'
        AND (CASE m.status WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 WHEN 'failed' THEN 5 ELSE 0 END)
          < (CASE moved.status WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 WHEN 'failed' THEN 5 ELSE 0 END)
      RETURNING m.seq
    )
    SELECT 'seq' AS kind, seq::text AS value FROM shown
    UNION ALL
    SELECT 'settled', id::text FROM by_callback WHERE id IN (SELECT id FROM unrecorded)`);
  const seqs = result.rows.filter((row) => row.kind === 'seq').map((row) => Number(row.value));
  await notifyChanges(db, new Map([[chatbotId, seqs]]));
  const settled = result.rows.filter((row) => row.kind === 'settled').map((row) => row.value);
  if (settled.length > 0) await writeSettledMessages(db, settled);
}

async function recordPreferences(
  db: Database,
  chatbotId: string,
  preferences: ReadonlyArray<{ waId: string; stop: boolean }>,
): Promise<void> {
  await db.execute(sql`
    UPDATE end_users eu SET opted_out_at = CASE WHEN p.stop THEN coalesce(eu.opted_out_at, now()) END
    FROM jsonb_to_recordset(${JSON.stringify(preferences)}::jsonb) AS p("waId" text, stop boolean)
    WHERE eu.chatbot_id = ${chatbotId} AND eu.channel = 'whatsapp' AND eu.external_id = p."waId"
      AND (eu.opted_out_at IS NULL) = p.stop`);
}

/**
 * Meta's `user_preferences` field: `{ field: "user_preferences", value: { user_preferences: [ {
 * wa_id, category: "marketing_messages", value: "stop" | "resume" } ] } }`.
 */
export function readUserPreferences(body: unknown): Array<{ waId: string; stop: boolean }> {
  const found: Array<{ waId: string; stop: boolean }> = [];
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return found;
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const { field, value } = (change ?? {}) as { field?: unknown; value?: { user_preferences?: unknown } };
      if (field !== 'user_preferences' || !Array.isArray(value?.user_preferences)) continue;
      for (const preference of value.user_preferences) {
        const { wa_id: waId, value: choice } = (preference ?? {}) as { wa_id?: unknown; value?: unknown };
        if (typeof waId === 'string' && (choice === 'stop' || choice === 'resume'))
          found.push({ waId, stop: choice === 'stop' });
      }
    }
  }
  return found;
}
