import type { Database } from '@griot/db/openDatabase';
import type { EngineEffect, InboundEvent } from '@griot/flow-engine/engineTypes';
import { runEngine } from '@griot/flow-engine/runEngine';
import type { SessionState } from '@griot/flow-engine/sessionState';
import { sql } from 'drizzle-orm';
import { buildGlobals, type EndUserFacts } from './buildGlobals';
import type { ChatbotRuntime } from './chatbotRuntimeCache';
import { describeElement, describeEvent, preview } from './describeMessage';
import type { InboxEvent, InboxItem } from './inboxEvent';
import { type Lane, laneKey, lanesJson } from './lanes';
import { absoluteMediaLinks } from './sending/absoluteMediaLinks';

/** A request element's POST, made after the batch commits (it may take 10 s). */
export interface PendingRequest {
  lane: Lane;
  url: string;
  body: Record<string, string>;
  token: string;
}

export interface ProcessResult {
  /** Inbox rows run (done or failed). */
  processed: number;
  requests: PendingRequest[];
  /** Per chatbot, the seq of every message written: the live screens fetch them. */
  changedSeqs: Map<string, number[]>;
}

type InboxRow = {
  id: number;
  chatbot_id: string;
  channel: Lane['channel'];
  sender: string;
  external_id: string | null;
  event: InboxEvent;
};

interface MessageRecord {
  chatbot_id: string;
  end_user_id: string;
  direction: 'in' | 'out';
  type: string;
  content: Record<string, unknown>;
  status: string;
  external_id: string | null;
}

/** A request that never answers is settled as failed after this long (its element waits 10 s). */
const REQUEST_TIMEOUT_FALLBACK_MS = 15_000;

export interface ProcessContext {
  publicUrl: string;
  loadChatbot: (chatbotId: string) => Promise<ChatbotRuntime | undefined>;
  log: (level: 'info' | 'warn', details: Record<string, unknown>, message: string) => void;
}

/**
 * Runs every pending inbox row of the claimed lanes in one transaction: end-users and their
 * counters, the flow engine event by event (in inbox order), the messages in and out, the next
 * session, the scheduled continuations. Outbound messages are stored `queued` (web: `sent`, the
 * browser reads them) and sent after the commit, so a crash here leaves the inbox rows pending
 * and nothing half done.
 */
export async function processLanes(
  connection: Database,
  lanes: readonly Lane[],
  context: ProcessContext,
): Promise<ProcessResult> {
  return connection.transaction(async (tx) => {
    const inboxRows = (
      await tx.execute<InboxRow>(sql`
        SELECT i.id, i.chatbot_id, i.channel, i.sender, i.external_id, i.event
        FROM inbox i
        JOIN jsonb_to_recordset(${lanesJson(lanes)}::jsonb) AS l(chatbot_id uuid, channel text, sender text)
          ON i.chatbot_id = l.chatbot_id AND i.channel = l.channel AND i.sender = l.sender
        WHERE i.status = 'pending' AND i.available_at <= now()
        ORDER BY i.id`)
    ).rows;
    const result: ProcessResult = { processed: 0, requests: [], changedSeqs: new Map() };
    if (inboxRows.length === 0) return result;

    const rowsByLane = new Map<string, InboxRow[]>();
    for (const row of inboxRows) {
      const key = laneKey({ chatbotId: row.chatbot_id, channel: row.channel, sender: row.sender });
      rowsByLane.set(key, [...(rowsByLane.get(key) ?? []), row]);
    }
    const endUsers = await upsertEndUsers(tx, [...rowsByLane.values()]);
    const sessions = await loadConversations(
      tx,
      [...endUsers.values()].map((endUser) => endUser.id),
    );

    const records: MessageRecord[] = [];
    const conversationUpdates: Record<string, unknown>[] = [];
    const continuations: InboxItem[] = [];
    const done: number[] = [];
    const failed: { id: number; error: string }[] = [];
    const now = Date.now();

    for (const [key, rows] of rowsByLane) {
      const first = rows[0] as InboxRow;
      const lane: Lane = { chatbotId: first.chatbot_id, channel: first.channel, sender: first.sender };
      const endUser = endUsers.get(key);
      const chatbot = await context.loadChatbot(lane.chatbotId);
      if (!endUser || !chatbot) {
        for (const row of rows) failed.push({ id: row.id, error: 'chatbot or end-user missing' });
        continue;
      }
      const conversation = sessions.get(endUser.id) ?? { session: null, botPausedUntil: null };
      const paused = conversation.botPausedUntil !== null && conversation.botPausedUntil.getTime() > now;
      let session = conversation.session;
      let inbound = 0;
      let lastPreview = '';
      for (const row of rows) {
        const event = row.event;
        let engineEvent: InboundEvent;
        if (event.kind === 'user') {
          inbound += 1;
          const text = describeEvent(event.event);
          lastPreview = text;
          records.push({
            chatbot_id: lane.chatbotId,
            end_user_id: endUser.id,
            direction: 'in',
            type: event.sourceType ?? event.event.type,
            content: { event: event.event, text, ...(event.meta ? { meta: event.meta } : {}) },
            status: 'received',
            external_id: row.external_id,
          });
          if (paused) {
            done.push(row.id);
            continue;
          }
          engineEvent = event.event;
        } else if (event.kind === 'start') {
          engineEvent = { type: 'start' };
        } else if (event.kind === 'resume') {
          engineEvent = { type: 'resume', token: event.token };
        } else {
          const { kind: _kind, ...rest } = event;
          engineEvent = { type: 'requestResult', ...rest };
        }
        try {
          const output = runEngine({
            blocks: chatbot.blocks,
            variables: chatbot.variables,
            // Stored by us from a previous output; runEngine re-reads it defensively anyway.
            session: session as unknown as SessionState | null,
            event: engineEvent,
            globals: buildGlobals(chatbot, endUser),
            now,
          });
          session = output.session as unknown as Record<string, unknown>;
          for (const message of output.messages) {
            const element = absoluteMediaLinks(message.element, context.publicUrl);
            lastPreview = describeElement(element);
            records.push({
              chatbot_id: lane.chatbotId,
              end_user_id: endUser.id,
              direction: 'out',
              type: element.type,
              content: { element, block_id: message.blockId },
              // The web chat has nothing to call: the browser reads the stored message.
              status: lane.channel === 'web' ? 'sent' : 'queued',
              external_id: null,
            });
          }
          for (const effect of output.effects)
            applyEffect(effect, {
              lane,
              chatbot,
              endUser,
              continuations,
              requests: result.requests,
              records,
              context,
            });
          done.push(row.id);
        } catch (error) {
          // A bug in one event must not block the lane: record it and go on with the next.
          failed.push({ id: row.id, error: error instanceof Error ? error.message : String(error) });
          context.log('warn', { err: error, inboxId: row.id }, 'flow engine failed on an inbox event');
        }
      }
      conversationUpdates.push({
        end_user_id: endUser.id,
        chatbot_id: lane.chatbotId,
        session,
        inbound,
        preview: preview(lastPreview),
      });
    }

    const seqs = await insertMessages(tx, records);
    for (const { chatbot_id, seq } of seqs)
      result.changedSeqs.set(chatbot_id, [...(result.changedSeqs.get(chatbot_id) ?? []), seq]);
    await upsertConversations(tx, conversationUpdates);
    if (continuations.length > 0) await insertContinuations(tx, continuations);
    await tx.execute(sql`
      UPDATE inbox SET status = 'done', processed_at = now(), attempts = attempts + 1
      WHERE id IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(done)}::jsonb))`);
    if (failed.length > 0)
      await tx.execute(sql`
        UPDATE inbox SET status = 'failed', processed_at = now(), attempts = attempts + 1, error = f.error
        FROM jsonb_to_recordset(${JSON.stringify(failed)}::jsonb) AS f(id bigint, error text)
        WHERE inbox.id = f.id`);
    await notifyChanges(tx, result.changedSeqs);
    result.processed = done.length + failed.length;
    return result;
  });
}

interface EffectScope {
  lane: Lane;
  chatbot: ChatbotRuntime;
  endUser: EndUserFacts;
  continuations: InboxItem[];
  requests: PendingRequest[];
  records: MessageRecord[];
  context: ProcessContext;
}

function applyEffect(effect: EngineEffect, scope: EffectScope): void {
  const { lane } = scope;
  switch (effect.kind) {
    case 'schedule':
      scope.continuations.push({
        ...lane,
        event: { kind: 'resume', token: effect.token },
        delayMs: effect.delayMs,
      });
      return;
    case 'request':
      scope.requests.push({ lane, url: effect.url, body: effect.body, token: effect.token });
      // Settles the flow even if this process dies during the request; a late result is stale.
      scope.continuations.push({
        ...lane,
        event: { kind: 'requestResult', token: effect.token, ok: false, error: 'no answer' },
        delayMs: REQUEST_TIMEOUT_FALLBACK_MS,
      });
      return;
    case 'notify':
      // Sent on the chatbot's channel to another number, outside this conversation.
      scope.context.log('info', { chatbotId: lane.chatbotId, to: effect.to }, 'notification queued');
      scope.records.push({
        chatbot_id: lane.chatbotId,
        end_user_id: scope.endUser.id,
        direction: 'out',
        type: 'notification',
        content: {
          element: { type: 'text', message: effect.message, preview_url: false },
          notify_to: effect.to,
        },
        status: lane.channel === 'whatsapp' ? 'queued' : 'failed',
        external_id: null,
      });
      return;
    case 'fallback':
      // The GRIOT IA answers here once its issue lands; until then the default block's flow is silent.
      scope.context.log('info', { chatbotId: lane.chatbotId }, 'GRIOT IA fallback not available yet');
      return;
  }
}

async function upsertEndUsers(tx: Database, lanes: InboxRow[][]): Promise<Map<string, EndUserFacts>> {
  const rows = lanes.map((rows) => {
    const first = rows[0] as InboxRow;
    const userRows = rows.filter((row) => row.event.kind === 'user');
    const profile = rows
      .map((row) => (row.event.kind === 'user' || row.event.kind === 'start' ? row.event.profile : undefined))
      .find(Boolean);
    return {
      chatbot_id: first.chatbot_id,
      channel: first.channel,
      external_id: first.sender,
      full_name: profile?.name ?? '',
      phone: profile?.phone ?? '',
      interactions: userRows.length,
    };
  });
  // One statement for the whole batch: the counter triggers then update each chatbot once.
  const result = await tx.execute<{
    id: string;
    chatbot_id: string;
    channel: Lane['channel'];
    external_id: string;
    full_name: string;
    phone: string;
  }>(sql`
    INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone, interaction_count, last_activity_at)
    SELECT x.chatbot_id, x.channel, x.external_id, x.full_name, x.phone, x.interactions, now()
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS x(chatbot_id uuid, channel text, external_id text, full_name text, phone text, interactions int)
    ON CONFLICT (chatbot_id, channel, external_id) DO UPDATE SET
      full_name = CASE WHEN excluded.full_name <> '' THEN excluded.full_name ELSE end_users.full_name END,
      phone = CASE WHEN excluded.phone <> '' THEN excluded.phone ELSE end_users.phone END,
      interaction_count = end_users.interaction_count + excluded.interaction_count,
      last_activity_at = CASE WHEN excluded.interaction_count > 0 THEN now() ELSE end_users.last_activity_at END
    RETURNING id, chatbot_id, channel, external_id, full_name, phone`);
  const byLane = new Map<string, EndUserFacts>();
  for (const row of result.rows)
    byLane.set(laneKey({ chatbotId: row.chatbot_id, channel: row.channel, sender: row.external_id }), {
      id: row.id,
      channel: row.channel,
      externalId: row.external_id,
      fullName: row.full_name,
      phone: row.phone,
    });
  return byLane;
}

async function loadConversations(
  tx: Database,
  endUserIds: string[],
): Promise<Map<string, { session: Record<string, unknown> | null; botPausedUntil: Date | null }>> {
  const result = await tx.execute<{
    end_user_id: string;
    session: Record<string, unknown> | null;
    bot_paused_until: string | null;
  }>(sql`
    SELECT end_user_id, session, bot_paused_until FROM conversations
    WHERE end_user_id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(endUserIds)}::jsonb))`);
  return new Map(
    result.rows.map((row) => [
      row.end_user_id,
      { session: row.session, botPausedUntil: row.bot_paused_until ? new Date(row.bot_paused_until) : null },
    ]),
  );
}

async function insertMessages(
  tx: Database,
  records: MessageRecord[],
): Promise<{ chatbot_id: string; seq: number }[]> {
  if (records.length === 0) return [];
  const rows = records.map((record, order) => ({ ...record, order }));
  const result = await tx.execute<{ chatbot_id: string; seq: number }>(sql`
    INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status, external_id, next_attempt_at)
    SELECT x.chatbot_id, x.end_user_id, x.direction, x.type, x.content, x.status, x.external_id,
           CASE WHEN x.status = 'queued' THEN now() END
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS x("order" int, chatbot_id uuid, end_user_id uuid, direction text, type text, content jsonb, status text, external_id text)
    ORDER BY x."order"
    RETURNING chatbot_id, seq`);
  return result.rows;
}

async function upsertConversations(tx: Database, updates: Record<string, unknown>[]): Promise<void> {
  if (updates.length === 0) return;
  await tx.execute(sql`
    INSERT INTO conversations (end_user_id, chatbot_id, session, last_inbound_at, last_message_at, last_message_preview, unread_count)
    SELECT x.end_user_id, x.chatbot_id, x.session, CASE WHEN x.inbound > 0 THEN now() END, now(), x.preview, x.inbound
    FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
      AS x(end_user_id uuid, chatbot_id uuid, session jsonb, inbound int, preview text)
    ON CONFLICT (end_user_id) DO UPDATE SET
      session = excluded.session,
      last_inbound_at = coalesce(excluded.last_inbound_at, conversations.last_inbound_at),
      last_message_at = CASE WHEN excluded.last_message_preview <> '' THEN now() ELSE conversations.last_message_at END,
      last_message_preview = CASE WHEN excluded.last_message_preview <> '' THEN excluded.last_message_preview
                                  ELSE conversations.last_message_preview END,
      unread_count = conversations.unread_count + excluded.unread_count`);
}

async function insertContinuations(tx: Database, items: InboxItem[]): Promise<void> {
  const rows = items.map((item, order) => ({
    order,
    chatbot_id: item.chatbotId,
    channel: item.channel,
    sender: item.sender,
    event: item.event,
    delay_ms: item.delayMs ?? 0,
  }));
  await tx.execute(sql`
    INSERT INTO inbox (chatbot_id, channel, sender, event, available_at)
    SELECT x.chatbot_id, x.channel, x.sender, x.event, now() + make_interval(secs => x.delay_ms / 1000.0)
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS x("order" int, chatbot_id uuid, channel text, sender text, event jsonb, delay_ms int)
    ORDER BY x."order"`);
}

/** NOTIFY carries at most 8,000 bytes: seqs go in chunks, per chatbot. */
const SEQS_PER_NOTIFICATION = 500;

/** Tells the live screens of every server process which messages changed (delivered at commit). */
export async function notifyChanges(tx: Database, changed: Map<string, number[]>): Promise<void> {
  const payloads: string[] = [];
  for (const [chatbotId, seqs] of changed)
    for (let start = 0; start < seqs.length; start += SEQS_PER_NOTIFICATION)
      payloads.push(JSON.stringify({ c: chatbotId, s: seqs.slice(start, start + SEQS_PER_NOTIFICATION) }));
  if (payloads.length === 0) return;
  await tx.execute(sql`
    SELECT pg_notify('griot_messages', payload)
    FROM jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) AS payload`);
}
