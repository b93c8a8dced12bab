import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import type { Database } from '@griot/db/openDatabase';
import { type SQL, sql } from 'drizzle-orm';

/** WhatsApp lets a business answer freely for 24 hours after the customer's last message. */
const REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** An ISO date in UTC with microseconds: the cursor keeps the full precision PostgreSQL stores. */
export const isoMicros = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type ConversationRow = {
  id: string;
  chatbot_id: string;
  chatbot_name: string;
  channel: InboxConversation['channel'];
  usertel: string;
  name: string;
  phone: string;
  status: InboxConversation['status'];
  assignee_id: string | null;
  assignee_name: string | null;
  snoozed_until: string | null;
  waiting_since: string | null;
  last_message_at: string | null;
  /** last_message_at with microseconds, for the next page's cursor. */
  position_at: string | null;
  last_message_preview: string;
  last_inbound_at: string | null;
  unread_count: number;
  labels: InboxConversation['labels'] | null;
};

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A row as the calls answer it (the list's rows and one conversation's read alike). */
export function toInboxConversation(row: Omit<ConversationRow, 'position_at'>): InboxConversation {
  const lastInbound = row.last_inbound_at ? new Date(row.last_inbound_at).getTime() : null;
  return {
    id: row.id,
    chatbot_id: row.chatbot_id,
    chatbot_name: row.chatbot_name,
    channel: row.channel,
    usertel: row.usertel,
    name: row.name,
    phone: row.phone,
    status: row.status,
    assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
    snoozed_until: iso(row.snoozed_until),
    waiting_since: iso(row.waiting_since),
    last_message_at: iso(row.last_message_at),
    last_message_preview: row.last_message_preview,
    unread_count: Number(row.unread_count),
    labels: row.labels ?? [],
    reply_window_ends_at:
      row.channel === 'whatsapp' && lastInbound !== null
        ? new Date(lastInbound + REPLY_WINDOW_MS).toISOString()
        : null,
  };
}

/**
 * What this member has not read: the customer's messages past the greater of the conversation's
 * read floor (everyone read what came while the bot had it) and their own read mark.
 */
export const unreadFor = (reads: SQL) =>
  sql`greatest(0, c.inbound_count - greatest(c.read_floor, coalesce(${reads}.seen_inbound, 0)))`;

/**
 * Everything a row of the inbox shows, for the conversations `keys` names (a relation with
 * `end_user_id`, and `position` kept for the order): the page is picked first on the indexes,
 * then only its rows are joined to names, read marks and labels.
 */
export function conversationRowsOf(keys: SQL, meId: string): SQL {
  return sql`
    SELECT c.end_user_id AS id, c.chatbot_id, b.bot_name AS chatbot_name, eu.channel,
           eu.external_id AS usertel, eu.full_name AS name, eu.phone, c.status,
           c.assignee_id, nullif(trim(a.firstname || ' ' || a.lastname), '') AS assignee_name,
           c.snoozed_until, c.waiting_since, c.last_message_at,
           ${isoMicros(sql`c.last_message_at`)} AS position_at,
           c.last_message_preview, c.last_inbound_at,
           ${unreadFor(sql`r`)} AS unread_count,
           (SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color) ORDER BY lower(l.name), l.id)
              FROM conversation_labels cl JOIN labels l ON l.id = cl.label_id
              WHERE cl.end_user_id = c.end_user_id) AS labels
    FROM ${keys} k
    JOIN conversations c ON c.end_user_id = k.end_user_id
    JOIN end_users eu ON eu.id = c.end_user_id
    JOIN chatbots b ON b.id = c.chatbot_id
    LEFT JOIN users a ON a.id = c.assignee_id
    LEFT JOIN conversation_reads r ON r.end_user_id = c.end_user_id AND r.user_id = ${meId}`;
}

/**
 * One conversation of the workspace as the inbox shows it to `meId`; undefined when the id is no
 * conversation of a chatbot of that workspace (another workspace's reads as none).
 */
export async function findInboxConversation(
  db: Database,
  workspaceId: string,
  meId: string,
  endUserId: string,
): Promise<InboxConversation | undefined> {
  const { rows } = await db.execute<ConversationRow>(sql`
    ${conversationRowsOf(sql`(SELECT ${endUserId}::uuid AS end_user_id)`, meId)}
    WHERE b.workspace_id = ${workspaceId}`);
  const [row] = rows;
  return row ? toInboxConversation(row) : undefined;
}
