import { arrayParam } from '@griot/db/arrayParam';
import { executeNamed } from '@griot/db/executeNamed';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { EndUserFacts } from './buildGlobals';
import type { ConversationStatus } from './conversationStatus';
import type { InboxEvent, InboxItem } from './inboxEvent';
import { type Lane, laneKey, lanesJson } from './lanes';

/**
 * The conversation workers' SQL, shaped for few round trips: on a loaded 2-core machine each
 * round trip costs milliseconds, so a round is three statements (read the inbox, find the
 * end-users, write everything) instead of one per table.
 */

export type InboxRow = {
  id: number;
  chatbot_id: string;
  channel: Lane['channel'];
  sender: string;
  external_id: string | null;
  event: InboxEvent;
};

/** The due inbox rows of the claimed lanes, oldest first. Read after the lanes are locked. */
export async function readInbox(connection: Database, lanes: readonly Lane[]): Promise<InboxRow[]> {
  const result = await executeNamed<InboxRow>(
    connection,
    sql`
    SELECT i.id, i.chatbot_id, i.channel, i.sender, i.external_id, i.event
    FROM inbox i
    JOIN jsonb_to_recordset(${lanesJson(lanes)}::jsonb) AS l(chatbot_id uuid, channel text, sender text)
      ON i.chatbot_id = l.chatbot_id AND i.channel = l.channel AND i.sender = l.sender
    WHERE i.status = 'pending' AND i.available_at <= now()
    ORDER BY i.id`,
  );
  return result.rows;
}

export interface LaneState extends EndUserFacts {
  session: Record<string, unknown> | null;
  /** Who talks (runtime/conversationStatus.ts): outside 'resolved' the bot is silent. */
  status: ConversationStatus;
  /** The language their channel last said they use (primary subtag), null when none ever did. */
  language: string | null;
}

/**
 * Each lane's end-user (created on its first message, counters at zero: the write statement
 * counts the messages; with the language its channel said, if any) with its conversation state,
 * in one statement.
 */
export async function findEndUsers(
  connection: Database,
  wanted: { lane: Lane; name: string; phone: string; language?: string }[],
): Promise<Map<string, LaneState>> {
  const rows = wanted.map(({ lane, name, phone, language }) => ({
    chatbot_id: lane.chatbotId,
    channel: lane.channel,
    external_id: lane.sender,
    full_name: name,
    phone,
    language: language ?? null,
  }));
  const result = await executeNamed<{
    id: string;
    chatbot_id: string;
    channel: Lane['channel'];
    external_id: string;
    full_name: string;
    phone: string;
    language: string | null;
    tags: string;
    session: Record<string, unknown> | null;
    status: ConversationStatus | null;
  }>(
    connection,
    sql`
    WITH wanted AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS x(chatbot_id uuid, channel text, external_id text, full_name text, phone text, language text)
    ), created AS (
      INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone, language, interaction_count, last_activity_at)
      SELECT chatbot_id, channel, external_id, full_name, phone, language, 0, now() FROM wanted w
      -- The inbox holds no key to chatbots (0055): a row stored for a chatbot deleted a moment
      -- before gets no end-user (its lane is recorded failed) instead of failing the whole round.
      WHERE EXISTS (SELECT 1 FROM chatbots b WHERE b.id = w.chatbot_id)
      ON CONFLICT (chatbot_id, channel, external_id) DO NOTHING
      RETURNING id, chatbot_id, channel, external_id, full_name, phone, language, '' AS tags
    ), everyone AS (
      SELECT * FROM created
      UNION ALL
      -- Their tags (the flow's global 'tags'): read on end_user_tags' key, a few rows per person.
      SELECT eu.id, eu.chatbot_id, eu.channel, eu.external_id, eu.full_name, eu.phone, eu.language,
        coalesce((SELECT string_agg(t.tag, ', ' ORDER BY t.tag) FROM end_user_tags t WHERE t.end_user_id = eu.id), '')
      FROM end_users eu JOIN wanted w USING (chatbot_id, channel, external_id)
    )
    SELECT e.*, c.session, c.status
    FROM everyone e LEFT JOIN conversations c ON c.end_user_id = e.id`,
  );
  const byLane = new Map<string, LaneState>();
  for (const row of result.rows)
    byLane.set(laneKey({ chatbotId: row.chatbot_id, channel: row.channel, sender: row.external_id }), {
      id: row.id,
      channel: row.channel,
      externalId: row.external_id,
      fullName: row.full_name,
      phone: row.phone,
      language: row.language,
      tags: row.tags,
      session: row.session,
      status: row.status ?? 'resolved',
    });
  return byLane;
}

export interface MessageRecord {
  chatbot_id: string;
  end_user_id: string;
  direction: 'in' | 'out';
  type: string;
  content: Record<string, unknown>;
  status: string;
  external_id: string | null;
  /**
   * Stored already marked 'sending' (WhatsApp replies): the round's commit is their mark, so the
   * sender needs no statement of its own before calling the platform (see sendQueued).
   */
  sending?: boolean;
}

export interface ConversationUpdate {
  end_user_id: string;
  chatbot_id: string;
  session: Record<string, unknown> | null;
  /** Messages the end-user sent in this round: counters, unread badge, 24-hour window. */
  inbound: number;
  /** A profile name newer than the stored one, else ''. */
  full_name: string;
  /** A language the channel said, other than the stored one (primary subtag), else ''. */
  language: string;
  preview: string;
  /**
   * The round opens the conversation for a person (conversationStatus.ts): 'bot' the flow handed
   * over, 'customer' wrote to a pending or snoozed one; '' no change.
   */
  open_reason: '' | 'bot' | 'customer';
}

/** A queued outbound message, as the sender needs it. */
export type QueuedRow = {
  id: string;
  seq: number;
  chatbot_id: string;
  channel: Lane['channel'];
  external_id: string;
  /** The end-user's language as their channel said it (see endUserLanguage.ts), null when never. */
  language: string | null;
  content: {
    element?: Record<string, unknown>;
    notify_to?: string;
  };
  /** Set just before the platform is called, cleared with the outcome: see sendQueued. */
  sending_at: string | null;
  /** Written by this very round: its mark (sending_at) is this round's, not a crashed process's. */
  fresh?: boolean;
  /** Platform messages already accepted for this one: a retry resumes after them. */
  parts_sent: number;
  attempts: number;
  due: boolean;
};

/**
 * How long a worker owns the replies its round just queued. They are sent as soon as the round
 * commits, while the worker holds the lane's lock; their claim time is set this far ahead so the
 * claim query (claimLanes) does not find every fresh reply due and re-claim its lane for nothing,
 * which cost about 50 µs of PostgreSQL per message under a burst. Another worker could not take
 * the lane anyway (the lock); after a kill -9 the replies left unsent go out once the lease ends.
 */
export const SEND_LEASE_SECONDS = 5;

/**
 * Whether a queued message `m` may be sent now by the holder of its lane's lock: its time has come,
 * or it was never tried (a round's reply behind an older one that waited for its retry; only the
 * lock holder sends, so the lease no longer matters).
 */
export const dueNow = sql.raw('(m.next_attempt_at <= now() OR (m.attempts = 0 AND m.sending_at IS NULL))');

/** NOTIFY carries at most 8,000 bytes: seqs go in groups of this many, per chatbot. */
export const SEQS_PER_NOTIFICATION = 400;

/**
 * Writes a whole round in one statement, so it is atomic without a transaction around it:
 * messages in and out, conversations (session, preview, unread, 24-hour window), end-user
 * counters, the continuations, the inbox rows' outcome, and a NOTIFY per chatbot for the live
 * screens. Returns every queued message of these end-users in send order (older retries first).
 */
export async function writeRound(
  connection: Database,
  round: {
    messages: MessageRecord[];
    conversations: ConversationUpdate[];
    continuations: InboxItem[];
    outcomes: { id: number; status: 'done' | 'failed'; error: string | null }[];
  },
): Promise<QueuedRow[]> {
  const messages = round.messages.map((message, order) => ({ ...message, order }));
  const continuations = round.continuations.map((item, order) => ({
    order,
    chatbot_id: item.chatbotId,
    channel: item.channel,
    sender: item.sender,
    event: item.event,
    delay_ms: item.delayMs ?? 0,
  }));
  const endUserIds = round.conversations.map((update) => update.end_user_id);
  const result = await executeNamed<{ queued: QueuedRow[] | null }>(
    connection,
    sql`
    WITH added AS (
      INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status, external_id, sending_at,
                            next_attempt_at)
      SELECT x.chatbot_id, x.end_user_id, x.direction, x.type, x.content, x.status, x.external_id,
             CASE WHEN x.sending THEN now() END,
             -- Sent by this round's worker right after the commit: claimable by anyone only once the
             -- lease ends (a crash), so the next claims do not pick up the lane again meanwhile.
             CASE WHEN x.status = 'queued' THEN now() + make_interval(secs => ${SEND_LEASE_SECONDS}) END
      FROM jsonb_to_recordset(${JSON.stringify(messages)}::jsonb)
        AS x("order" int, chatbot_id uuid, end_user_id uuid, direction text, type text, content jsonb,
             status text, external_id text, sending boolean)
      ORDER BY x."order"
      RETURNING id, seq, chatbot_id, end_user_id, content, sending_at, parts_sent, attempts, status
    ), updates AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(round.conversations)}::jsonb)
        AS u(end_user_id uuid, chatbot_id uuid, session jsonb, inbound int, full_name text, language text,
             preview text, open_reason text)
    ), conversation_rows AS (
      -- The status rules of conversationStatus.ts for the round's own transitions: an opening
      -- makes it 'open' (a snooze ends); a customer waits from their first unanswered message; while
      -- the bot has it, every agent has read it all (read_floor follows inbound_count).
      INSERT INTO conversations AS c (end_user_id, chatbot_id, workspace_id, session, last_inbound_at, last_message_at,
                                      last_message_preview, unread_count, inbound_count, read_floor, status, waiting_since)
      SELECT u.end_user_id, u.chatbot_id, b.workspace_id, u.session, CASE WHEN u.inbound > 0 THEN now() END,
             CASE WHEN u.preview <> '' THEN now() END, u.preview, u.inbound, u.inbound,
             CASE WHEN u.open_reason <> '' THEN 0 ELSE u.inbound END,
             CASE WHEN u.open_reason <> '' THEN 'open' ELSE 'resolved' END,
             CASE WHEN u.open_reason <> '' THEN now() END
      FROM updates u JOIN chatbots b ON b.id = u.chatbot_id
      ON CONFLICT (end_user_id) DO UPDATE SET
        session = excluded.session,
        last_inbound_at = coalesce(excluded.last_inbound_at, c.last_inbound_at),
        last_message_at = coalesce(excluded.last_message_at, c.last_message_at),
        last_message_preview = CASE WHEN excluded.last_message_preview <> '' THEN excluded.last_message_preview
                                    ELSE c.last_message_preview END,
        unread_count = c.unread_count + excluded.unread_count,
        inbound_count = c.inbound_count + excluded.inbound_count,
        read_floor = CASE WHEN excluded.status = 'resolved' AND c.status = 'resolved'
                          THEN c.inbound_count + excluded.inbound_count ELSE c.read_floor END,
        status = CASE WHEN excluded.status = 'open' THEN 'open' ELSE c.status END,
        snoozed_until = CASE WHEN excluded.status = 'open' THEN NULL ELSE c.snoozed_until END,
        status_changed_at = CASE WHEN excluded.status = 'open' AND c.status <> 'open' THEN now()
                                 ELSE c.status_changed_at END,
        waiting_since = CASE
          WHEN excluded.status = 'open' OR (c.status <> 'resolved' AND excluded.inbound_count > 0)
            THEN coalesce(c.waiting_since, now())
          ELSE c.waiting_since END
      RETURNING end_user_id, workspace_id, chatbot_id, assignee_id, status
    ), opened AS (
      INSERT INTO conversation_episodes (workspace_id, chatbot_id, end_user_id, opened_reason, assignee_id)
      SELECT r.workspace_id, r.chatbot_id, r.end_user_id, u.open_reason, r.assignee_id
      FROM conversation_rows r JOIN updates u USING (end_user_id)
      WHERE u.open_reason <> ''
      ON CONFLICT (end_user_id) WHERE resolved_at IS NULL DO NOTHING
      RETURNING end_user_id
    ), inbox_notified AS (
      SELECT pg_notify('griot_conversations', json_build_object('w', r.workspace_id, 'e', r.end_user_id)::text)
      FROM conversation_rows r JOIN updates u USING (end_user_id)
      WHERE u.open_reason <> '' OR r.status <> 'resolved'
    ), variables_kept AS (
      -- The session's variables, kept queryable per end-user (segments, broadcasts): migration 0022.
      INSERT INTO end_user_variables (end_user_id, chatbot_id, name, value_text, value_number)
      SELECT u.end_user_id, u.chatbot_id, kv.key, kv.value,
             CASE WHEN kv.value ~ '^-?[0-9]{1,15}([.,][0-9]{1,6})?$' THEN replace(kv.value, ',', '.')::numeric END
      FROM updates u
      CROSS JOIN LATERAL jsonb_each_text(
        CASE WHEN jsonb_typeof(u.session -> 'variables') = 'object' THEN u.session -> 'variables' ELSE '{}'::jsonb END
      ) AS kv
      WHERE kv.key <> 'last_input' AND kv.value IS NOT NULL
      ON CONFLICT (end_user_id, name) DO UPDATE SET
        value_text = excluded.value_text, value_number = excluded.value_number, updated_at = now()
      WHERE end_user_variables.value_text IS DISTINCT FROM excluded.value_text
      RETURNING end_user_id
    ), renamed AS (
      -- A newer profile name or language: rare, so the row is written only when one changed.
      UPDATE end_users eu SET
        full_name = CASE WHEN u.full_name <> '' THEN u.full_name ELSE eu.full_name END,
        language = CASE WHEN u.language <> '' THEN u.language ELSE eu.language END
      FROM updates u
      WHERE eu.id = u.end_user_id AND eu.id = ANY(${arrayParam(endUserIds)}::uuid[])
        AND ((u.full_name <> '' AND u.full_name <> eu.full_name)
          OR (u.language <> '' AND u.language IS DISTINCT FROM eu.language))
      RETURNING eu.id
    ), counted AS (
      -- The interaction count and last activity are applied off the reply path (catchUpActivity):
      -- updating end_users here re-indexed its search document and locked the chatbot's counters.
      INSERT INTO activity_backlog (end_user_id, chatbot_id, at, interactions)
      SELECT end_user_id, chatbot_id, now(), inbound FROM updates WHERE inbound > 0
      RETURNING end_user_id
    ), later AS (
      INSERT INTO inbox (chatbot_id, channel, sender, event, available_at)
      SELECT x.chatbot_id, x.channel, x.sender, x.event, now() + make_interval(secs => x.delay_ms / 1000.0)
      FROM jsonb_to_recordset(${JSON.stringify(continuations)}::jsonb)
        -- float8: a wait of up to 90 days is 7.8 billion ms, past an int's 2.1 billion (24.8 days),
        -- and a delay of '1.0005' s is a fraction of a ms, which an integer type refuses.
        AS x("order" int, chatbot_id uuid, channel text, sender text, event jsonb, delay_ms float8)
      ORDER BY x."order"
      RETURNING id
    ), settled AS (
      UPDATE inbox SET status = o.status, processed_at = now(), attempts = inbox.attempts + 1, error = o.error
      FROM jsonb_to_recordset(${JSON.stringify(round.outcomes)}::jsonb) AS o(id bigint, status text, error text)
      WHERE inbox.id = o.id AND inbox.id = ANY(${arrayParam(round.outcomes.map((outcome) => outcome.id))}::bigint[])
      RETURNING inbox.id
    ), notified AS (
      SELECT pg_notify('griot_messages', json_build_object('c', chatbot_id, 's', json_agg(seq ORDER BY seq))::text)
      FROM (SELECT chatbot_id, seq, (row_number() OVER (PARTITION BY chatbot_id ORDER BY seq)) / ${SEQS_PER_NOTIFICATION} AS part
            FROM added) parts
      GROUP BY chatbot_id, part
    ), queued AS (
      -- The language as this round leaves it: the statement's end_users are read before 'renamed'.
      SELECT a.id, a.seq, a.chatbot_id, eu.channel, eu.external_id,
             coalesce(nullif(u.language, ''), eu.language) AS language, a.content, a.sending_at, a.parts_sent,
             a.attempts, true AS due, true AS fresh
      FROM added a JOIN end_users eu ON eu.id = a.end_user_id
      LEFT JOIN updates u ON u.end_user_id = a.end_user_id
      WHERE a.status = 'queued'
      UNION ALL
      SELECT m.id, m.seq, m.chatbot_id, eu.channel, eu.external_id,
             coalesce(nullif(u.language, ''), eu.language), m.content, m.sending_at, m.parts_sent,
             m.attempts, ${dueNow}, false
      FROM messages m JOIN end_users eu ON eu.id = m.end_user_id
      LEFT JOIN updates u ON u.end_user_id = m.end_user_id
      WHERE m.status = 'queued'
        AND m.end_user_id = ANY(${arrayParam(endUserIds)}::uuid[])
    )
    SELECT
      (SELECT json_agg(q ORDER BY q.seq) FROM queued q) AS queued,
      (SELECT count(*) FROM notified) + (SELECT count(*) FROM inbox_notified) + (SELECT count(*) FROM opened)
        AS notifications,
      (SELECT count(*) FROM conversation_rows) + (SELECT count(*) FROM counted) + (SELECT count(*) FROM renamed)
        + (SELECT count(*) FROM later) + (SELECT count(*) FROM settled) AS writes`,
  );
  return result.rows[0]?.queued ?? [];
}
