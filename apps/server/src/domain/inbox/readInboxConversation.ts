import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/** WhatsApp lets a business answer freely for 24 hours after the customer's last message. */
export const REPLY_WINDOW_HOURS = 24;

type Row = Omit<InboxConversation, 'assignee' | 'labels'> & {
  assignee_id: string | null;
  assignee_name: string | null;
  labels: InboxConversation['labels'] | null;
};

const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * One conversation of the workspace as the inbox shows it to `userId` (their unread count), or
 * undefined when the end-user is not of a chatbot of that workspace: the answer of the calls that
 * change one conversation (reply, template), read after their change.
 */
export async function readInboxConversation(
  db: Database,
  scope: { workspaceId: string; userId: string; endUserId: string },
): Promise<InboxConversation | undefined> {
  const { rows } = await db.execute<Row>(sql`
    SELECT eu.id, b.id AS chatbot_id, b.bot_name AS chatbot_name, eu.channel, eu.external_id AS usertel,
      eu.full_name AS name, eu.phone, coalesce(c.status, 'resolved') AS status,
      c.assignee_id, nullif(btrim(u.firstname || ' ' || u.lastname), '') AS assignee_name,
      c.snoozed_until, c.waiting_since, coalesce(c.last_message_at, eu.last_activity_at) AS last_message_at,
      coalesce(c.last_message_preview, '') AS last_message_preview,
      greatest(0, coalesce(c.inbound_count, 0) - greatest(coalesce(c.read_floor, 0), coalesce(r.seen_inbound, 0)))::int
        AS unread_count,
      (SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color) ORDER BY lower(l.name))
         FROM conversation_labels cl JOIN labels l ON l.id = cl.label_id WHERE cl.end_user_id = eu.id) AS labels,
      CASE WHEN eu.channel = 'whatsapp' AND c.last_inbound_at IS NOT NULL
           THEN c.last_inbound_at + make_interval(hours => ${REPLY_WINDOW_HOURS}) END AS reply_window_ends_at
    FROM end_users eu
    JOIN chatbots b ON b.id = eu.chatbot_id
    LEFT JOIN conversations c ON c.end_user_id = eu.id
    LEFT JOIN users u ON u.id = c.assignee_id
    LEFT JOIN conversation_reads r ON r.end_user_id = eu.id AND r.user_id = ${scope.userId}
    WHERE eu.id = ${scope.endUserId} AND b.workspace_id = ${scope.workspaceId}`);
  const row = rows[0];
  if (!row) return undefined;
  const { assignee_id, assignee_name, ...rest } = row;
  return {
    ...rest,
    snoozed_until: iso(row.snoozed_until),
    waiting_since: iso(row.waiting_since),
    last_message_at: iso(row.last_message_at),
    reply_window_ends_at: iso(row.reply_window_ends_at),
    assignee: assignee_id ? { id: assignee_id, name: assignee_name ?? '' } : null,
    labels: row.labels ?? [],
  };
}
