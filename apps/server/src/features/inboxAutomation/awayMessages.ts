import { preview } from '@griot/contract/conversations/describeMessage';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { notifyChanges } from '../../runtime/notifyChanges';
import { isWithinBusinessHours } from './businessHours';
import { inboxSettingsOf } from './inboxSettingsOf';

/**
 * An opening older than this gets no away message: the message answers a customer who just asked
 * for a person, not one who asked before business hours were turned on or while this was stopped.
 */
const RECENT_OPENING = '15 minutes';
const OPENINGS_PER_PASS = 200;

/** What the content of an away message says it is, for the screens (`content.inbox`). */
export const AWAY_MESSAGE_MARK = 'away';

/**
 * Business hours: a stretch with a person opened outside them — by the flow, the customer or GRIOT
 * IA (an agent's own opening needs none) — gets the workspace's away message, once, as an outbound
 * text of the bot. Returns how many were queued.
 */
export async function sendAwayMessages(db: Database): Promise<number> {
  const openings = await db.execute<{ id: string; opened_at: string; inbox_settings: unknown }>(sql`
    SELECT e.id::text AS id, e.opened_at, w.inbox_settings
    FROM workspaces w
    JOIN conversation_episodes e ON e.workspace_id = w.id
    WHERE w.inbox_settings #>> '{business_hours,enabled}' = 'true'
      AND e.opened_at > now() - ${RECENT_OPENING}::interval
      AND e.away_message_at IS NULL AND e.resolved_at IS NULL
      AND e.opened_reason IN ('bot', 'customer', 'griot')
    ORDER BY e.opened_at
    LIMIT ${OPENINGS_PER_PASS}`);
  let sent = 0;
  for (const opening of openings.rows) {
    const hours = inboxSettingsOf(opening.inbox_settings).business_hours;
    if (!hours.enabled || hours.away_message === '') continue;
    if (isWithinBusinessHours(hours, new Date(opening.opened_at))) continue;
    if (await queueAwayMessage(db, opening.id, hours.away_message)) sent += 1;
  }
  return sent;
}

/**
 * Marks the stretch and queues its away message in one transaction; the mark is taken first and
 * only while still unset, so of two processes on the same stretch one sends it and the other
 * nothing. Queued as an agent's reply is (web chat: already 'sent', the browser reads it), and
 * NOTIFYed so the senders and the open screens of every process see it.
 */
export async function queueAwayMessage(db: Database, episodeId: string, text: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const content = {
      element: { type: 'text', message: text, preview_url: false },
      inbox: AWAY_MESSAGE_MARK,
    };
    const added = await tx.execute<{ seq: number; chatbot_id: string; end_user_id: string }>(sql`
      WITH marked AS (
        UPDATE conversation_episodes SET away_message_at = now()
        WHERE id = ${episodeId}::bigint AND away_message_at IS NULL AND resolved_at IS NULL
        RETURNING chatbot_id, end_user_id
      ), target AS (
        SELECT m.chatbot_id, m.end_user_id, eu.channel FROM marked m JOIN end_users eu ON eu.id = m.end_user_id
      )
      INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status, next_attempt_at)
      SELECT chatbot_id, end_user_id, 'out', 'text', ${JSON.stringify(content)}::jsonb,
             CASE WHEN channel = 'web' THEN 'sent' ELSE 'queued' END,
             CASE WHEN channel = 'web' THEN NULL ELSE now() END
      FROM target
      RETURNING seq, chatbot_id, end_user_id`);
    const message = added.rows[0];
    if (!message) return false;
    await tx.execute(sql`
      UPDATE conversations SET last_message_at = now(), last_message_preview = ${preview(text)}
      WHERE end_user_id = ${message.end_user_id}`);
    await notifyChanges(tx, new Map([[message.chatbot_id, [Number(message.seq)]]]));
    return true;
  });
}
