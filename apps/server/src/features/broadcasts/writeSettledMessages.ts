import type { Database } from '@griot/db/openDatabase';
import { type SQL, sql } from 'drizzle-orm';
import { notifyChanges } from '../../runtime/notifyChanges';
import { recipientConversationMessage } from './broadcastConversationMessage';
import { type ClaimedRecipient, RECIPIENT_VALUES, recipientMessage } from './broadcastQueries';

type SettledRecipient = Pick<
  ClaimedRecipient,
  'id' | 'broadcast_id' | 'template_name' | 'model' | 'parameters' | 'values' | 'chatbot_id' | 'end_user_id'
> & {
  status: string;
  message_id: string | null;
  error_code: number | null;
  error_text: string | null;
  updated_at: string;
};

/**
 * Writes the conversation message of sends that Meta's status settled before their worker recorded
 * them: a worker killed after Meta took the send never records it, and requeueStuck leaves a
 * settled send alone, so this is the only moment its message can be written. Keyed by the
 * recipient's id like recordOutcomes' own, so whichever comes first writes it and the other
 * writes nothing.
 */
export async function writeSettledMessages(db: Database, recipientIds: readonly string[]): Promise<void> {
  await writeRecipientMessages(
    db,
    sql`r.id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(recipientIds)}::jsonb))`,
    'now',
  );
}

/**
 * The conversation messages of a whole campaign recorded without them (the demo's campaign, seeded
 * as if sent earlier): each dated by its send, never before the customer's last message so the
 * transcript (ordered as written) reads in time order.
 */
export async function writeCampaignMessages(db: Database, broadcastId: string): Promise<void> {
  await writeRecipientMessages(
    db,
    sql`r.broadcast_id = ${broadcastId} AND r.status IN ('accepted', 'sent', 'delivered', 'read', 'failed', 'error')`,
    'send',
  );
}

async function writeRecipientMessages(db: Database, which: SQL, dated: 'now' | 'send'): Promise<void> {
  const found = await db.execute<SettledRecipient>(sql`
    SELECT r.id, r.broadcast_id, b.chatbot_id, r.end_user_id, ${recipientMessage('r')},
      r.status, r.message_id, r.error_code, r.error_text, r.updated_at, ${RECIPIENT_VALUES} AS values
    FROM broadcast_recipients r JOIN broadcasts b ON b.id = r.broadcast_id JOIN end_users eu ON eu.id = r.end_user_id
    WHERE ${which} AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.id = r.id)`);
  if (found.rows.length === 0) return;
  const rows = found.rows.map((recipient) => ({
    ...recipientConversationMessage(recipient),
    id: recipient.id,
    status: recipient.status,
    message_id: recipient.message_id,
    error_code: recipient.error_code,
    error_text: recipient.error_text,
    sent_at: new Date(recipient.updated_at).toISOString(),
  }));
  const at =
    dated === 'now'
      ? sql`now()`
      : sql`greatest(x.sent_at, (SELECT max(m.created_at) FROM messages m WHERE m.end_user_id = x.end_user_id) + interval '1 second')`;
  const written = await db.execute<{ chatbot_id: string; seq: number }>(sql`
    WITH x AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS x(id uuid, chatbot_id uuid, end_user_id uuid, type text, content jsonb, preview text, status text,
             message_id text, error_code int, error_text text, sent_at timestamptz)
    ), posted AS (
      INSERT INTO messages (id, chatbot_id, end_user_id, direction, type, content, status, external_id, error, created_at)
      SELECT id, chatbot_id, end_user_id, 'out', type, content,
        CASE status WHEN 'accepted' THEN 'sent' WHEN 'error' THEN 'failed' ELSE status END, message_id,
        CASE WHEN status IN ('failed', 'error')
             THEN jsonb_build_object('code', coalesce(error_code, 0), 'title', 'Broadcast', 'message', error_text) END,
        ${at}
      FROM x
      ON CONFLICT (id) DO NOTHING
      RETURNING id, chatbot_id, end_user_id, seq, created_at
    ), conversed AS (
      -- The workspace is the chatbot's (conversations.workspace_id, migration 0041).
      INSERT INTO conversations (end_user_id, chatbot_id, workspace_id, last_message_at, last_message_preview)
      SELECT DISTINCT ON (p.end_user_id) p.end_user_id, p.chatbot_id, cb.workspace_id, p.created_at, x.preview
      FROM posted p JOIN x ON x.id = p.id JOIN chatbots cb ON cb.id = p.chatbot_id
      ORDER BY p.end_user_id, p.seq DESC
      ON CONFLICT (end_user_id) DO UPDATE
        SET last_message_at = greatest(conversations.last_message_at, excluded.last_message_at),
            last_message_preview = CASE WHEN conversations.last_message_at > excluded.last_message_at
                                        THEN conversations.last_message_preview ELSE excluded.last_message_preview END
    )
    SELECT chatbot_id, seq FROM posted`);
  const changed = new Map<string, number[]>();
  for (const row of written.rows)
    changed.set(row.chatbot_id, [...(changed.get(row.chatbot_id) ?? []), row.seq]);
  await notifyChanges(db, changed);
}
