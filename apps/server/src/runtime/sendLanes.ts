import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { arrayParam } from '@griot/db/arrayParam';
import { executeNamed } from '@griot/db/executeNamed';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { RuntimeConfig } from '../lib/config';
import { runInLanguage } from '../lib/requestLanguage';
import { absoluteMediaLinks } from './absoluteMediaLinks';
import type { ChatbotRuntime } from './chatbotRuntimeCache';
import { endUserLanguage } from './endUserLanguage';
import { dueNow, type QueuedRow, SEQS_PER_NOTIFICATION } from './laneQueries';
import type { Lane } from './lanes';
import { lanesJson } from './lanes';
import type { SendResult } from './runtimeStats';
import { SendingMarks } from './sendingMarks';
import {
  type ChannelSenders,
  INTERRUPTED_SEND_TITLE,
  MAX_SEND_ATTEMPTS,
  retryDelayMs,
  type SendOutcome,
  type StoredSendError,
} from './sendOutcome';

interface SendUpdate {
  id: string;
  /** A fresh reply the lane did not reach: only its mark goes (its time and error stay). */
  untried?: boolean;
  status: 'sent' | 'queued' | 'failed';
  external_id: string | null;
  error: StoredSendError | null;
  attempts: number;
  retry_ms: number | null;
  parts_sent: number;
}

export interface SendContext {
  runtime: RuntimeConfig;
  /** Makes our media paths absolute for the platform, which fetches them by URL. */
  publicUrl: string;
  loadChatbot: (chatbotId: string) => Promise<ChatbotRuntime | undefined>;
  /** Each platform's sender, given by the app. */
  senders: ChannelSenders;
  /** Told of each attempt's stored result (the metrics count them). */
  onSendResult?: (channel: string, result: SendResult) => void;
}

/** The queued messages of lanes the round did not process (retries only), in send order. */
export async function readQueued(connection: Database, lanes: readonly Lane[]): Promise<QueuedRow[]> {
  if (lanes.length === 0) return [];
  return (
    await executeNamed<QueuedRow>(
      connection,
      sql`
      SELECT m.id, m.seq, eu.chatbot_id, eu.channel, eu.external_id, eu.language, m.content, m.sending_at,
             m.parts_sent, m.attempts,
             ${dueNow} AS due
      FROM jsonb_to_recordset(${lanesJson(lanes)}::jsonb) AS l(chatbot_id uuid, channel text, sender text)
      JOIN end_users eu ON eu.chatbot_id = l.chatbot_id AND eu.channel = l.channel AND eu.external_id = l.sender
      JOIN messages m ON m.end_user_id = eu.id AND m.status = 'queued'
      ORDER BY m.seq`,
    )
  ).rows;
}

/**
 * Sends queued messages of claimed lanes: each lane's in order, one at a time (the lane lock is
 * held, so nobody else sends for this end-user meanwhile), the lanes in parallel. A retryable
 * failure stops the lane until its backoff ends, so later messages never overtake it. Returns
 * how many messages were tried.
 */
export async function sendQueued(
  connection: Database,
  queued: readonly QueuedRow[],
  context: SendContext,
): Promise<number> {
  if (queued.length === 0) return 0;
  const byEndUser = new Map<string, QueuedRow[]>();
  for (const row of queued) {
    const key = `${row.chatbot_id}:${row.channel}:${row.external_id}`;
    byEndUser.set(key, [...(byEndUser.get(key) ?? []), row]);
  }
  const updates: SendUpdate[] = [];
  const marks = new SendingMarks(connection);
  await Promise.all(
    [...byEndUser.values()].map(async (rows) => {
      let index = 0;
      for (; index < rows.length; index += 1) {
        const row = rows[index] as QueuedRow;
        if (!row.due) break;
        if (row.sending_at && !row.fresh) {
          // A process died while this message was with the platform: it may have been delivered.
          const update = interruptedUpdate(row, context.runtime.interruptedSendWaitSeconds);
          updates.push(update);
          context.onSendResult?.(row.channel, update.status === 'queued' ? 'retry' : 'failed');
          // WhatsApp: the lane waits for Meta's status (or the wait's end) so order holds.
          if (update.status === 'queued') break;
          continue;
        }
        // A fresh WhatsApp reply was stored marked by its round's commit (MessageRecord.sending).
        if (!row.sending_at) await marks.mark(row.id);
        const outcome = await sendOne(row, context);
        const update = toUpdate(row, outcome);
        updates.push(update);
        context.onSendResult?.(row.channel, update.status === 'queued' ? 'retry' : update.status);
        if (outcome.kind === 'retry' && row.attempts + 1 < MAX_SEND_ATTEMPTS) {
          index += 1;
          break;
        }
      }
      // The lane stopped before its end: the fresh replies it did not reach lose the mark their
      // round gave them, else the next claim would take them for sends a crash interrupted.
      for (const row of rows.slice(index)) if (row.fresh && row.sending_at) updates.push(untriedUpdate(row));
    }),
  );
  if (updates.length === 0) return 0;
  // One statement: the statuses and the NOTIFY for the live screens commit together.
  await executeNamed(
    connection,
    sql`
    WITH changed AS (
      UPDATE messages SET
        -- Meta's status may have come first (applyStatuses): a 'delivered' is not taken back to 'sent'.
        status = CASE WHEN u.status = 'sent' AND messages.external_id IS NOT NULL
                       AND messages.status IN ('delivered', 'read', 'played', 'failed')
                      THEN messages.status ELSE u.status END,
        external_id = coalesce(u.external_id, messages.external_id),
        error = CASE WHEN u.untried THEN messages.error ELSE u.error END,
        attempts = u.attempts,
        next_attempt_at = CASE WHEN u.untried THEN messages.next_attempt_at
                               WHEN u.retry_ms IS NULL THEN NULL
                               ELSE now() + make_interval(secs => u.retry_ms / 1000.0) END,
        sending_at = NULL,
        parts_sent = u.parts_sent
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
        AS u(id uuid, untried boolean, status text, external_id text, error jsonb, attempts int, retry_ms int,
             parts_sent int)
      WHERE messages.id = u.id
        -- The key's index, whatever the statistics this connection planned with (arrayParam).
        AND messages.id = ANY(${arrayParam(updates.map((update) => update.id))}::uuid[])
        -- A send a crash interrupted, which Meta's status settled while this round was deciding to
        -- wait for it: it stays settled (queued again, it would go out twice).
        AND (u.error->>'title' IS DISTINCT FROM ${INTERRUPTED_SEND_TITLE} OR messages.sending_at IS NOT NULL)
      RETURNING messages.chatbot_id, messages.seq
    )
    SELECT count(*) FROM (
      SELECT pg_notify('griot_messages', json_build_object('c', chatbot_id, 's', json_agg(seq ORDER BY seq))::text)
      FROM (SELECT chatbot_id, seq, (row_number() OVER (PARTITION BY chatbot_id ORDER BY seq)) / ${SEQS_PER_NOTIFICATION} AS part
            FROM changed) parts
      GROUP BY chatbot_id, part
    ) notified`,
  );
  return updates.length;
}

/**
 * What a send a crash interrupted becomes. WhatsApp echoes our message id in its status webhooks:
 * the message waits for them (applyStatuses then records it as sent, never sending it twice) and
 * is sent again only if none came. Other channels have no such echo: sending again could say it
 * twice, so it is marked for an agent ('Réessayer') instead.
 */
function interruptedUpdate(row: QueuedRow, waitSeconds: number): SendUpdate {
  const error = {
    code: 0,
    title: INTERRUPTED_SEND_TITLE,
    message: 'send interrupted by a restart',
    details: '',
  };
  const base = { id: row.id, parts_sent: row.parts_sent, external_id: null, error };
  if (row.channel === 'whatsapp' && row.attempts < MAX_SEND_ATTEMPTS)
    return { ...base, attempts: row.attempts + 1, status: 'queued', retry_ms: waitSeconds * 1000 };
  return { ...base, attempts: row.attempts, status: 'failed', retry_ms: null };
}

function untriedUpdate(row: QueuedRow): SendUpdate {
  return {
    id: row.id,
    untried: true,
    status: 'queued',
    external_id: null,
    error: null,
    attempts: row.attempts,
    retry_ms: null,
    parts_sent: row.parts_sent,
  };
}

function toUpdate(row: QueuedRow, outcome: SendOutcome): SendUpdate {
  const attempts = row.attempts + 1;
  const base = { id: row.id, attempts, parts_sent: outcome.partsSent };
  if (outcome.kind === 'sent')
    return { ...base, status: 'sent', external_id: outcome.externalId ?? null, error: null, retry_ms: null };
  if (outcome.kind === 'retry' && attempts < MAX_SEND_ATTEMPTS)
    return {
      ...base,
      status: 'queued',
      external_id: null,
      error: outcome.error,
      retry_ms: retryDelayMs(attempts),
    };
  return { ...base, status: 'failed', external_id: null, error: outcome.error, retry_ms: null };
}

async function sendOne(row: QueuedRow, context: SendContext): Promise<SendOutcome> {
  const stored = row.content.element as FlowElement | undefined;
  const element = stored && absoluteMediaLinks(stored, context.publicUrl);
  const partsSent = row.parts_sent;
  const chatbot = await context.loadChatbot(row.chatbot_id);
  if (!element || !chatbot)
    return {
      kind: 'failed',
      partsSent,
      error: { code: 0, title: 'Nothing to send', message: '', details: '' },
    };
  const send = context.senders[row.channel];
  if (!send)
    return {
      kind: 'failed',
      partsSent,
      error: { code: 0, title: 'Channel not supported yet', message: row.channel, details: '' },
    };
  // A channel's own words (a list's default button, Telegram's location button) in the end-user's language.
  return runInLanguage(endUserLanguage(chatbot.language, row.language), () =>
    send(chatbot, { id: row.id, to: row.content.notify_to ?? row.external_id }, element, partsSent),
  );
}
