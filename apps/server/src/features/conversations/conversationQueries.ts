import type { ChatMessage, ConversationSummary } from '@griot/contract/conversations/conversationSchemas';
import type { Database } from '@griot/db/openDatabase';
import { type SQL, sql } from 'drizzle-orm';
import { sendFailureText } from './sendFailureText';

/** WhatsApp lets a business answer freely for 24 hours after the end-user's last message. */
const REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;

type SummaryRow = {
  end_user_id: string;
  usertel: string;
  channel: ConversationSummary['channel'];
  full_name: string;
  phone: string;
  last_message_at: string | null;
  last_message_preview: string | null;
  unread_count: number | null;
  status: ConversationSummary['status'] | null;
  assignee_id: string | null;
  last_inbound_at: string | null;
  is_test: boolean;
};

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function toSummary(row: SummaryRow): ConversationSummary {
  const lastInbound = row.last_inbound_at ? new Date(row.last_inbound_at).getTime() : null;
  return {
    end_user_id: row.end_user_id,
    usertel: row.usertel,
    channel: row.channel,
    name: row.full_name,
    phone: row.phone,
    last_message_at: iso(row.last_message_at),
    last_message_preview: row.last_message_preview ?? '',
    unread_count: row.unread_count ?? 0,
    status: row.status ?? 'resolved',
    assignee_id: row.assignee_id,
    is_test: row.is_test,
    reply_window_ends_at:
      row.channel === 'whatsapp' && lastInbound !== null
        ? new Date(lastInbound + REPLY_WINDOW_MS).toISOString()
        : null,
  };
}

/**
 * A conversation of the playground's simulator. Not `is_test`, which also marks a web visitor who
 * has not written yet (not a customer either, but no test: left out of both lists).
 */
const SIMULATOR = sql`(eu.channel = 'web' AND eu.external_id LIKE 'test-%')`;

const summaryColumns = sql`
  eu.id AS end_user_id, eu.external_id AS usertel, eu.channel, eu.full_name, eu.phone,
  coalesce(c.last_message_at, eu.last_activity_at) AS last_message_at, c.last_message_preview, c.unread_count,
  c.status, c.assignee_id, c.last_inbound_at, ${SIMULATOR} AS is_test`;

/** The chatbot's conversations, most recent first, optionally searched by name, number or text. */
export async function listConversations(
  db: Database,
  chatbotId: string,
  options: { search?: string; before?: string; limit: number; tests?: boolean },
): Promise<{ conversations: ConversationSummary[]; hasMore: boolean }> {
  // The simulator's conversations are listed apart: customers by default, tests when asked.
  const filters: SQL[] = [
    sql`eu.chatbot_id = ${chatbotId}`,
    options.tests ? SIMULATOR : sql`NOT eu.is_test`,
    // An imported contact who never wrote and was never written to has no conversation to list.
    sql`coalesce(c.last_message_at, eu.last_activity_at) IS NOT NULL`,
  ];
  if (options.search) {
    const pattern = `%${options.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    filters.push(
      sql`(eu.full_name ILIKE ${pattern} OR eu.external_id ILIKE ${pattern} OR eu.phone ILIKE ${pattern} OR c.last_message_preview ILIKE ${pattern})`,
    );
  }
  if (options.before) filters.push(sql`coalesce(c.last_message_at, eu.last_activity_at) < ${options.before}`);
  const result = await db.execute<SummaryRow>(sql`
    SELECT ${summaryColumns}
    FROM end_users eu LEFT JOIN conversations c ON c.end_user_id = eu.id
    WHERE ${sql.join(filters, sql` AND `)}
    ORDER BY coalesce(c.last_message_at, eu.last_activity_at) DESC, eu.id
    LIMIT ${options.limit + 1}`);
  return {
    conversations: result.rows.slice(0, options.limit).map(toSummary),
    hasMore: result.rows.length > options.limit,
  };
}

/**
 * One conversation by the end-user's channel identity (the screen's usertel), or by phone number:
 * the home's last discussions link with the number the spec shows (`+221…`), not the wa_id.
 */
export async function findConversation(
  db: Database,
  chatbotId: string,
  usertel: string,
): Promise<ConversationSummary | undefined> {
  const result = await db.execute<SummaryRow>(sql`
    SELECT ${summaryColumns}
    FROM end_users eu LEFT JOIN conversations c ON c.end_user_id = eu.id
    WHERE eu.chatbot_id = ${chatbotId} AND (eu.external_id = ${usertel} OR eu.phone = ${usertel})
    ORDER BY eu.external_id = ${usertel} DESC, eu.last_activity_at DESC NULLS LAST LIMIT 1`);
  const row = result.rows[0];
  return row ? toSummary(row) : undefined;
}

/** Summaries of some end-users (the live updates). */
export async function conversationsByEndUser(
  db: Database,
  endUserIds: readonly string[],
): Promise<ConversationSummary[]> {
  if (endUserIds.length === 0) return [];
  const result = await db.execute<SummaryRow>(sql`
    SELECT ${summaryColumns}
    FROM end_users eu LEFT JOIN conversations c ON c.end_user_id = eu.id
    WHERE eu.id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(endUserIds)}::jsonb))`);
  return result.rows.map(toSummary);
}

export type MessageRow = {
  id: string;
  seq: number;
  end_user_id: string;
  usertel: string;
  channel: ConversationSummary['channel'];
  direction: 'in' | 'out';
  type: string;
  content: Record<string, unknown>;
  status: string;
  error: { title?: string; message?: string; details?: string; code?: number } | null;
  agent_id: string | null;
  created_at: string;
};

export function toChatMessage(row: MessageRow): ChatMessage {
  const error = row.error ? errorText(row.channel, row.error) : null;
  return {
    id: row.id,
    direction: row.direction,
    type: row.type,
    content: row.content,
    status: row.status,
    error,
    agent_id: row.agent_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * A failed send's reason in French, from the platform's code. A campaign's send refused without a
 * code (Meta held or paused it, or no answer) keeps the French reason its report gives.
 */
function errorText(channel: MessageRow['channel'], error: NonNullable<MessageRow['error']>): string {
  if (error.title === 'Broadcast' && !error.code && error.message) return error.message;
  return sendFailureText(channel, error);
}

const messageColumns = sql`m.id, m.seq, m.end_user_id, eu.external_id AS usertel, eu.channel, m.direction, m.type, m.content,
  m.status, m.error, m.agent_id, m.created_at`;

/** A conversation's messages, the latest `limit` before `beforeSeq`, oldest first. */
export async function readTranscript(
  db: Database,
  endUserId: string,
  options: { beforeSeq?: number; limit: number },
): Promise<{ messages: MessageRow[]; hasMore: boolean }> {
  const before = options.beforeSeq === undefined ? sql`` : sql`AND m.seq < ${options.beforeSeq}`;
  const result = await db.execute<MessageRow>(sql`
    SELECT ${messageColumns} FROM messages m JOIN end_users eu ON eu.id = m.end_user_id
    WHERE m.end_user_id = ${endUserId} ${before}
    ORDER BY m.seq DESC LIMIT ${options.limit + 1}`);
  return {
    messages: result.rows.slice(0, options.limit).reverse(),
    hasMore: result.rows.length > options.limit,
  };
}

/** Messages of a chatbot by seq (what a NOTIFY announced). */
export async function messagesBySeq(
  db: Database,
  chatbotId: string,
  seqs: readonly number[],
): Promise<MessageRow[]> {
  if (seqs.length === 0) return [];
  const result = await db.execute<MessageRow>(sql`
    SELECT ${messageColumns} FROM messages m JOIN end_users eu ON eu.id = m.end_user_id
    WHERE m.chatbot_id = ${chatbotId}
      AND m.seq IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(seqs)}::jsonb))
    ORDER BY m.seq`);
  return result.rows;
}
