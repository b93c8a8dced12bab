import { BROADCAST_REPLY_HOURS } from '@griot/contract/analytics/analyticsSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { ConversationState, Deltas, RolledMessage } from './rollupTypes';

type Executor = Pick<Database, 'execute'>;

/** A uuid[] parameter (drizzle would spread a JS array into a row). */
function uuidArray(ids: readonly string[]) {
  return sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;
}

/**
 * The messages with a seq in (afterSeq, upToSeq], in seq order (a window of seq values: the BRIN
 * index on seq reads only the pages that hold it, even with millions of rows waiting), test
 * end-users left out (as the chatbot dashboard does). A question's text is followed in its block
 * by an 'answer' element the engine waits on without sending it: found from the block as it is now.
 */
export async function readBatch(db: Executor, afterSeq: number, upToSeq: number): Promise<RolledMessage[]> {
  const { rows } = await db.execute<{
    seq: string;
    end_user_id: string;
    chatbot_id: string;
    workspace_id: string;
    channel: string;
    direction: 'in' | 'out';
    created_at: string;
    agent_id: string | null;
    block_id: string | null;
    element_id: string | null;
    element_type: string | null;
    choice: string | null;
    broadcast_id: string | null;
    is_test: boolean;
  }>(sql`
    WITH batch AS (SELECT * FROM messages WHERE seq > ${afterSeq} AND seq <= ${upToSeq})
    SELECT m.seq::text, m.end_user_id, m.chatbot_id, c.workspace_id, e.channel, m.direction,
      m.created_at::text, m.agent_id, m.content->>'block_id' AS block_id,
      m.content->'element'->>'id_element' AS element_id, m.content->'element'->>'type' AS element_type,
      CASE WHEN m.direction = 'in' AND m.content->'event'->>'type' IN ('button', 'list')
        THEN coalesce(nullif(m.content->'event'->>'title', ''), m.content->'event'->>'id') END AS choice,
      m.content->'broadcast'->>'id' AS broadcast_id, e.is_test
    FROM batch m
    JOIN end_users e ON e.id = m.end_user_id
    JOIN chatbots c ON c.id = m.chatbot_id
    ORDER BY m.seq`);
  const kept = rows.filter((row) => !row.is_test);
  const answers = await answerElementsAfter(
    db,
    kept.filter((row) => row.direction === 'out' && row.block_id && row.element_id),
  );
  return kept.map((row) => ({
    seq: Number(row.seq),
    endUserId: row.end_user_id,
    chatbotId: row.chatbot_id,
    workspaceId: row.workspace_id,
    channel: row.channel,
    direction: row.direction,
    createdAt: new Date(row.created_at),
    agentId: row.agent_id,
    blockId: row.block_id,
    elementId: row.element_id,
    elementType: row.element_type,
    answerElementId: answers.get(`${row.chatbot_id}|${row.block_id}|${row.element_id}`) ?? null,
    choice: row.choice,
    broadcastId: row.broadcast_id,
  }));
}

/**
 * For the blocks these messages come from: which element is followed by an 'answer' element (a
 * question the engine waits on without sending it), as `chatbot|block|element` → the answer's id.
 * One query per batch over its few distinct blocks, not one lookup per message.
 */
async function answerElementsAfter(
  db: Executor,
  sent: readonly { chatbot_id: string; block_id: string | null }[],
): Promise<Map<string, string>> {
  const pairs = [...new Map(sent.map((row) => [`${row.chatbot_id}|${row.block_id}`, row])).values()].map(
    (row) => ({ chatbot_id: row.chatbot_id, idblock: row.block_id }),
  );
  if (pairs.length === 0) return new Map();
  const { rows } = await db.execute<{ key: string; answer_id: string }>(sql`
    SELECT b.chatbot_id || '|' || b.idblock || '|' || (el.value->>'id_element') AS key,
      next.value->>'id_element' AS answer_id
    FROM jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) AS p(chatbot_id uuid, idblock text)
    JOIN blocks b ON b.chatbot_id = p.chatbot_id AND b.idblock = p.idblock,
      jsonb_array_elements(b.flow) WITH ORDINALITY AS el(value, i)
      JOIN jsonb_array_elements(b.flow) WITH ORDINALITY AS next(value, i) ON next.i = el.i + 1
    WHERE next.value->>'type' = 'answer' AND el.value->>'id_element' IS NOT NULL`);
  return new Map(rows.map((row) => [row.key, row.answer_id]));
}

type ConversationRow = {
  end_user_id: string;
  chatbot_id: string;
  workspace_id: string;
  channel: string;
  started_at: string;
  last_message_at: string;
  last_block_id: string | null;
  last_element_id: string | null;
  last_waits: boolean;
  reached: string[];
  ended_at: string | null;
  last_inbound_at: string | null;
};

function toState(row: ConversationRow): ConversationState {
  return {
    endUserId: row.end_user_id,
    chatbotId: row.chatbot_id,
    workspaceId: row.workspace_id,
    channel: row.channel,
    startedAt: new Date(row.started_at),
    lastMessageAt: new Date(row.last_message_at),
    lastBlockId: row.last_block_id,
    lastElementId: row.last_element_id,
    lastWaits: row.last_waits,
    reached: row.reached,
    endedAt: row.ended_at ? new Date(row.ended_at) : null,
    lastInboundAt: row.last_inbound_at ? new Date(row.last_inbound_at) : null,
  };
}

const conversationColumns = sql`end_user_id, chatbot_id, workspace_id, channel, started_at::text,
  last_message_at::text, last_block_id, last_element_id, last_waits, reached, ended_at::text,
  last_inbound_at::text`;

/** The conversations of these end-users, locked for this transaction (one rollup at a time anyway). */
export async function loadConversations(
  db: Executor,
  endUserIds: string[],
): Promise<Map<string, ConversationState>> {
  const { rows } = await db.execute<ConversationRow>(sql`
    SELECT ${conversationColumns} FROM analytics_conversations
    WHERE end_user_id = ANY(${uuidArray(endUserIds)}) FOR UPDATE`);
  return new Map(rows.map((row) => [row.end_user_id, toState(row)]));
}

/** Open conversations silent since before `silentSince` (at most `limit`), locked. */
export async function loadSilentConversations(
  db: Executor,
  silentSince: Date,
  limit: number,
): Promise<ConversationState[]> {
  const { rows } = await db.execute<ConversationRow>(sql`
    SELECT ${conversationColumns} FROM analytics_conversations
    WHERE ended_at IS NULL AND last_message_at <= ${silentSince.toISOString()}::timestamptz
    ORDER BY last_message_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`);
  return rows.map(toState);
}

/** The last broadcast send of these end-users still within BROADCAST_REPLY_HOURS. */
export async function loadSends(
  db: Executor,
  endUserIds: string[],
): Promise<Map<string, { broadcastId: string; sentAt: Date }>> {
  const { rows } = await db.execute<{ end_user_id: string; broadcast_id: string; sent_at: string }>(sql`
    SELECT end_user_id, broadcast_id, sent_at::text FROM analytics_broadcast_sends
    WHERE end_user_id = ANY(${uuidArray(endUserIds)})`);
  return new Map(
    rows.map((row) => [row.end_user_id, { broadcastId: row.broadcast_id, sentAt: new Date(row.sent_at) }]),
  );
}

/** Of these conversations, those a person resolved (team inbox) between their start and their end. */
export async function resolvedConversations(
  db: Executor,
  endings: readonly ConversationState[],
): Promise<Set<string>> {
  const waiting = endings.filter((ending) => ending.lastWaits);
  if (waiting.length === 0) return new Set();
  const { rows } = await db.execute<{ end_user_id: string }>(sql`
    SELECT DISTINCT ep.end_user_id FROM conversation_episodes ep
    JOIN jsonb_to_recordset(${JSON.stringify(
      waiting.map((ending) => ({ id: ending.endUserId, started: ending.startedAt.toISOString() })),
    )}::jsonb) AS c(id uuid, started timestamptz) ON c.id = ep.end_user_id
    WHERE ep.resolved_at >= c.started`);
  return new Set(rows.map((row) => row.end_user_id));
}

export async function saveConversations(
  db: Executor,
  conversations: Iterable<ConversationState>,
): Promise<void> {
  const rows = [...conversations].map((c) => ({
    end_user_id: c.endUserId,
    chatbot_id: c.chatbotId,
    workspace_id: c.workspaceId,
    channel: c.channel,
    started_at: c.startedAt.toISOString(),
    last_message_at: c.lastMessageAt.toISOString(),
    last_block_id: c.lastBlockId,
    last_element_id: c.lastElementId,
    last_waits: c.lastWaits,
    reached: c.reached,
    ended_at: c.endedAt?.toISOString() ?? null,
    last_inbound_at: c.lastInboundAt?.toISOString() ?? null,
  }));
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO analytics_conversations (end_user_id, chatbot_id, workspace_id, channel, started_at,
      last_message_at, last_block_id, last_element_id, last_waits, reached, ended_at, last_inbound_at)
    SELECT r.end_user_id, r.chatbot_id, r.workspace_id, r.channel, r.started_at, r.last_message_at,
      r.last_block_id, r.last_element_id, r.last_waits, r.reached, r.ended_at, r.last_inbound_at
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(end_user_id uuid, chatbot_id uuid,
      workspace_id uuid, channel text, started_at timestamptz, last_message_at timestamptz,
      last_block_id text, last_element_id text, last_waits boolean, reached text[], ended_at timestamptz,
      last_inbound_at timestamptz)
    -- An end-user deleted meanwhile: nothing to keep.
    WHERE EXISTS (SELECT 1 FROM end_users e WHERE e.id = r.end_user_id)
    ON CONFLICT (end_user_id) DO UPDATE SET started_at = excluded.started_at,
      last_message_at = excluded.last_message_at, last_block_id = excluded.last_block_id,
      last_element_id = excluded.last_element_id, last_waits = excluded.last_waits,
      reached = excluded.reached, ended_at = excluded.ended_at, last_inbound_at = excluded.last_inbound_at`);
}

/** Adds the batch's counters (upserts: the rows of an hour are added to, never replaced). */
export async function writeDeltas(db: Executor, deltas: Deltas): Promise<void> {
  const hours = [...deltas.hours.values()];
  if (hours.length > 0)
    await db.execute(sql`
      INSERT INTO analytics_hours AS h (chatbot_id, workspace_id, channel, hour, inbound, outbound_flow,
        outbound_griot, outbound_agent, conversations_started, conversations_finished, conversations_left, new_end_users)
      SELECT r.* FROM jsonb_to_recordset(${JSON.stringify(hours)}::jsonb) AS r("chatbotId" uuid,
        "workspaceId" uuid, channel text, hour timestamptz, inbound int, "outboundFlow" int, "outboundGriot" int,
        "outboundAgent" int, started int, finished int, "left" int, "newEndUsers" int)
      WHERE EXISTS (SELECT 1 FROM chatbots c WHERE c.id = r."chatbotId")
      ON CONFLICT (chatbot_id, channel, hour) DO UPDATE SET inbound = h.inbound + excluded.inbound,
        outbound_flow = h.outbound_flow + excluded.outbound_flow,
        outbound_griot = h.outbound_griot + excluded.outbound_griot,
        outbound_agent = h.outbound_agent + excluded.outbound_agent,
        conversations_started = h.conversations_started + excluded.conversations_started,
        conversations_finished = h.conversations_finished + excluded.conversations_finished,
        conversations_left = h.conversations_left + excluded.conversations_left,
        new_end_users = h.new_end_users + excluded.new_end_users`);
  const flow = [...deltas.flow.values()];
  if (flow.length > 0)
    await db.execute(sql`
      INSERT INTO analytics_flow_hours AS f (chatbot_id, hour, block_id, element_id, reached, left_there)
      SELECT r.* FROM jsonb_to_recordset(${JSON.stringify(flow)}::jsonb) AS r("chatbotId" uuid,
        hour timestamptz, "blockId" text, "elementId" text, reached int, "left" int)
      WHERE EXISTS (SELECT 1 FROM chatbots c WHERE c.id = r."chatbotId")
      ON CONFLICT (chatbot_id, hour, block_id, element_id) DO UPDATE
        SET reached = f.reached + excluded.reached, left_there = f.left_there + excluded.left_there`);
  const choices = [...deltas.choices.values()];
  if (choices.length > 0)
    await db.execute(sql`
      INSERT INTO analytics_choice_hours AS ch (chatbot_id, hour, block_id, element_id, choice, chosen)
      SELECT r.* FROM jsonb_to_recordset(${JSON.stringify(choices)}::jsonb) AS r("chatbotId" uuid,
        hour timestamptz, "blockId" text, "elementId" text, choice text, chosen int)
      WHERE EXISTS (SELECT 1 FROM chatbots c WHERE c.id = r."chatbotId")
      ON CONFLICT (chatbot_id, hour, block_id, element_id, choice) DO UPDATE SET chosen = ch.chosen + excluded.chosen`);
  const endUserHours = [...deltas.endUserHours.values()];
  if (endUserHours.length > 0)
    // The first hour of a local day an end-user writes in (after an earlier day) also counts in
    // analytics_returning_days, in the zone its chatbot's days are counted in (returningDays.ts).
    await db.execute(sql`
      WITH added AS (
        INSERT INTO analytics_end_user_hours (chatbot_id, hour, end_user_id, prev_hour)
        SELECT r.* FROM jsonb_to_recordset(${JSON.stringify(endUserHours)}::jsonb) AS r("chatbotId" uuid,
          hour timestamptz, "endUserId" uuid, "prevHour" timestamptz)
        WHERE EXISTS (SELECT 1 FROM end_users e WHERE e.id = r."endUserId")
        ON CONFLICT DO NOTHING
        RETURNING chatbot_id, hour, prev_hour
      ), days AS (
        SELECT a.chatbot_id, (a.hour AT TIME ZONE z.time_zone)::date AS day,
          (a.prev_hour AT TIME ZONE z.time_zone)::date AS prev_day
        FROM added a JOIN analytics_returning_zones z ON z.chatbot_id = a.chatbot_id
        WHERE a.prev_hour IS NOT NULL
      )
      INSERT INTO analytics_returning_days AS d (chatbot_id, day, prev_day, end_users)
      SELECT chatbot_id, day, prev_day, count(*)::int FROM days WHERE day > prev_day
      GROUP BY chatbot_id, day, prev_day
      ON CONFLICT (chatbot_id, day, prev_day) DO UPDATE SET end_users = d.end_users + excluded.end_users`);
  const sends = [...deltas.sends.entries()].map(([endUserId, send]) => ({ endUserId, ...send }));
  if (sends.length > 0)
    await db.execute(sql`
      INSERT INTO analytics_broadcast_sends (end_user_id, broadcast_id, sent_at)
      SELECT r.* FROM jsonb_to_recordset(${JSON.stringify(sends)}::jsonb) AS r("endUserId" uuid,
        "broadcastId" uuid, "sentAt" timestamptz)
      WHERE EXISTS (SELECT 1 FROM end_users e WHERE e.id = r."endUserId")
      ON CONFLICT (end_user_id) DO UPDATE SET broadcast_id = excluded.broadcast_id, sent_at = excluded.sent_at`);
  const replies = [...deltas.replies.values()];
  if (replies.length > 0)
    await db.execute(sql`
      UPDATE broadcast_recipients br SET replied_at = r.at
      FROM jsonb_to_recordset(${JSON.stringify(replies)}::jsonb) AS r("broadcastId" uuid, "endUserId" uuid, at timestamptz)
      WHERE br.broadcast_id = r."broadcastId" AND br.end_user_id = r."endUserId" AND br.replied_at IS NULL`);
}

/** Forgets broadcast sends too old to be replied to. */
export async function forgetOldSends(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`
    DELETE FROM analytics_broadcast_sends
    WHERE sent_at < ${now.toISOString()}::timestamptz - make_interval(hours => ${BROADCAST_REPLY_HOURS})`);
}
