import type { Database } from '@griot/db/openDatabase';
import type { BroadcastParameter } from '@griot/db/schema/broadcasts';
import { sql } from 'drizzle-orm';
import { SEQS_PER_NOTIFICATION } from '../../runtime/laneQueries';

/** A recipient claimed for sending, with what its template needs. */
export type ClaimedRecipient = {
  id: string;
  broadcast_id: string;
  chatbot_id: string;
  end_user_id: string;
  phone_number_id: string;
  phone: string;
  attempts: number;
  opted_out: boolean;
  template_name: string;
  template_language: string;
  parameters: BroadcastParameter[];
  model: {
    parameters: Array<{ key: string; component: 'header' | 'body' | 'button'; index?: number }>;
    parameterFormat: 'positional' | 'named';
    /** Absent on campaigns launched before local models (0027): a template. */
    source?: 'whatsapp' | 'local';
    /** The body's text, its {{…}} filled per recipient (a template's only since conversations show it). */
    content?: string;
    header?: string;
    footer?: string;
    buttons?: string[];
  };
  values: Record<string, string>;
};

/** An end-user's (`eu`) values a template's variables read: the globals of its row and its stored variables. */
export const RECIPIENT_VALUES = sql`jsonb_build_object(
        'first_name', split_part(btrim(eu.full_name), ' ', 1),
        'last_name', btrim(substr(btrim(eu.full_name), length(split_part(btrim(eu.full_name), ' ', 1)) + 1)),
        'full_name', btrim(eu.full_name),
        'phone_number', eu.phone,
        'reply_phone', eu.external_id,
        'email', eu.email
      ) || coalesce((SELECT jsonb_object_agg(v.name, v.value_text) FROM end_user_variables v WHERE v.end_user_id = eu.id), '{}'::jsonb)`;

/**
 * What a recipient (`r`: its broadcast_recipients alias, beside `b`, its broadcast) is sent: an A/B
 * recipient its variant's model, the rest, once released, the winner's (0048) — template_name,
 * template_language, parameters and model columns. The send and the conversation message agree.
 */
export function recipientMessage(r: 'r' | 'c') {
  const variantB = sql.raw(`coalesce(${r}.variant, b.ab_winner) = 'B'`);
  return sql`CASE WHEN ${variantB} THEN b.ab_test->'variantB'->>'title' ELSE b.template_name END AS template_name,
      CASE WHEN ${variantB} THEN b.ab_test->'variantB'->>'langage' ELSE b.template_language END AS template_language,
      CASE WHEN ${variantB} THEN b.ab_test->'variantB'->'parameters' ELSE b.parameters END AS parameters,
      CASE WHEN ${variantB} THEN b.ab_test->'variantB'->'model' ELSE b.model END AS model`;
}

/**
 * Claims due recipients of running campaigns: FOR UPDATE SKIP LOCKED so workers of every process
 * share the queue without waiting on each other, marked 'sending' (with the time) before Graph is
 * called, so a crash leaves a trace that the status webhook or the stuck-send rule settles.
 * Campaigns of `quietWorkspaces` (inside their quiet hours) are not claimed: their recipients wait.
 * Each is given what it is sent (recipientMessage).
 */
export async function claimRecipients(
  db: Database,
  limit: number,
  quietWorkspaces: readonly string[] = [],
): Promise<ClaimedRecipient[]> {
  const quiet =
    quietWorkspaces.length > 0
      ? sql`AND b.chatbot_id NOT IN (SELECT id FROM chatbots WHERE workspace_id = ANY(${`{${quietWorkspaces.join(',')}}`}::uuid[]))`
      : sql``;
  const result = await db.execute<ClaimedRecipient>(sql`
    WITH picked AS (
      SELECT r.id FROM broadcast_recipients r JOIN broadcasts b ON b.id = r.broadcast_id
      WHERE r.status = 'pending' AND r.next_attempt_at <= now() AND b.status = 'running' ${quiet}
      ORDER BY r.next_attempt_at, r.position
      LIMIT ${limit}
      FOR UPDATE OF r SKIP LOCKED
    ), claimed AS (
      UPDATE broadcast_recipients r SET status = 'sending', sending_at = now(), attempts = r.attempts + 1, updated_at = now()
      FROM picked WHERE r.id = picked.id
      RETURNING r.id, r.broadcast_id, r.end_user_id, r.phone, r.attempts, r.position, r.variant
    )
    SELECT c.id, c.broadcast_id, b.chatbot_id, c.end_user_id, b.phone_number_id, c.phone, c.attempts,
      eu.opted_out_at IS NOT NULL AS opted_out,
      ${recipientMessage('c')},
      ${RECIPIENT_VALUES} AS values
    FROM claimed c JOIN broadcasts b ON b.id = c.broadcast_id JOIN end_users eu ON eu.id = c.end_user_id
    ORDER BY c.position`);
  return result.rows;
}

/**
 * Reserves `count` send slots on a business number, `intervalMs` apart, from the row every worker
 * and process shares: the next slot moves on atomically, so together they never pass the rate.
 * Returns each slot's delay from now in milliseconds (by the database's clock).
 */
export async function reserveSlots(
  db: Database,
  phoneNumberId: string,
  count: number,
  intervalMs: number,
): Promise<number[]> {
  const spanSeconds = (count * intervalMs) / 1000;
  const result = await db.execute<{ end_in_ms: number }>(sql`
    INSERT INTO send_pacing AS p (phone_number_id, next_slot_at)
    VALUES (${phoneNumberId}, clock_timestamp() + make_interval(secs => ${spanSeconds}))
    ON CONFLICT (phone_number_id) DO UPDATE
      SET next_slot_at = greatest(p.next_slot_at, clock_timestamp()) + make_interval(secs => ${spanSeconds})
    RETURNING (extract(epoch FROM (p.next_slot_at - clock_timestamp())) * 1000)::float8 AS end_in_ms`);
  const end = Number(result.rows[0]?.end_in_ms ?? 0);
  const first = end - count * intervalMs;
  return Array.from({ length: count }, (_, index) => Math.max(0, first + index * intervalMs));
}

/** One recipient's outcome, written with the others of its batch. */
export interface RecipientOutcome {
  id: string;
  /** 'capped': Meta's per-user marketing cap (131049) on every try: not sent, not failed. */
  status: 'accepted' | 'failed' | 'error' | 'pending' | 'skipped' | 'cancelled' | 'capped';
  message_id: string | null;
  error_code: number | null;
  error_text: string | null;
  /** For 'pending': try again after this long. */
  retry_in_ms: number;
  /** Meta said the number cannot receive WhatsApp (131026). */
  invalid_number: boolean;
  /** Meta answered 131049 for this customer: end_users.meta_capped_at (the forecast counts them apart). */
  meta_capped?: boolean;
  /**
   * An error every remaining send would get (campaignHalt.ts): the recipient goes back to the
   * queue, its attempt not counted, and the campaign pauses with this reason.
   */
  halt_reason?: string;
  /**
   * The message as the customer's conversation shows it: written with the outcome, in the same
   * statement, keyed by the recipient's id (a send recorded twice still writes it once).
   */
  conversation?: RecipientConversationMessage;
}

/** A broadcast send's row of the conversation (see broadcastConversationMessage). */
export interface RecipientConversationMessage {
  chatbot_id: string;
  end_user_id: string;
  type: string;
  content: Record<string, unknown>;
  preview: string;
}

/**
 * Writes a batch's outcomes. A status webhook may have come first (Meta answers fast): a recipient
 * already 'sent', 'delivered', 'read' or 'failed' keeps that status and only gains its message id.
 * Each send that went out (or was refused) is written to the customer's conversation in the same
 * statement, with the recipient's status as it now stands, and the live screens told at commit.
 * Then pauses the campaigns an outcome halts, and finishes those with nothing left to send.
 */
export async function recordOutcomes(db: Database, outcomes: readonly RecipientOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await db.execute(sql`
    WITH o AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
        AS x(id uuid, status text, message_id text, error_code int, error_text text, retry_in_ms int,
             invalid_number boolean, halt_reason text, conversation jsonb, meta_capped boolean)
    ), written AS (
      UPDATE broadcast_recipients r SET
        status = CASE WHEN r.status IN ('sent', 'delivered', 'read', 'failed') THEN r.status ELSE o.status END,
        attempts = CASE WHEN o.halt_reason IS NOT NULL THEN greatest(r.attempts - 1, 0) ELSE r.attempts END,
        message_id = coalesce(r.message_id, o.message_id),
        error_code = CASE WHEN r.status = 'failed' THEN r.error_code ELSE o.error_code END,
        error_text = CASE WHEN r.status = 'failed' THEN r.error_text ELSE o.error_text END,
        next_attempt_at = CASE WHEN o.status = 'pending' THEN now() + make_interval(secs => o.retry_in_ms / 1000.0)
                               ELSE r.next_attempt_at END,
        sending_at = NULL,
        updated_at = now()
      FROM o WHERE r.id = o.id AND r.status NOT IN ('pending', 'skipped', 'error', 'cancelled')
      RETURNING r.id, r.broadcast_id, r.end_user_id, r.status, r.message_id, r.error_code, r.error_text,
        o.invalid_number, o.halt_reason, o.conversation, o.meta_capped
    ), posted AS (
      -- The recipient's id is the message's: a batch recorded again (or a retry) never writes it twice.
      INSERT INTO messages (id, chatbot_id, end_user_id, direction, type, content, status, external_id, error)
      SELECT w.id, (w.conversation->>'chatbot_id')::uuid, w.end_user_id, 'out', w.conversation->>'type',
        w.conversation->'content',
        CASE w.status WHEN 'accepted' THEN 'sent' WHEN 'error' THEN 'failed' ELSE w.status END,
        w.message_id,
        CASE WHEN w.status IN ('failed', 'error')
             THEN jsonb_build_object('code', coalesce(w.error_code, 0), 'title', 'Broadcast', 'message', w.error_text) END
      FROM written w
      WHERE w.conversation IS NOT NULL AND w.status IN ('accepted', 'sent', 'delivered', 'read', 'failed', 'error')
      ON CONFLICT (id) DO NOTHING
      RETURNING id, chatbot_id, end_user_id, seq
    ), conversed AS (
      -- One row per customer even when two campaigns of a batch reached them.
      -- The workspace is the chatbot's (conversations.workspace_id, migration 0041).
      INSERT INTO conversations (end_user_id, chatbot_id, workspace_id, last_message_at, last_message_preview)
      SELECT DISTINCT ON (p.end_user_id) p.end_user_id, p.chatbot_id, cb.workspace_id, now(), w.conversation->>'preview'
      FROM posted p JOIN written w ON w.id = p.id JOIN chatbots cb ON cb.id = p.chatbot_id
      ORDER BY p.end_user_id, p.seq DESC
      ON CONFLICT (end_user_id) DO UPDATE
        SET last_message_at = excluded.last_message_at, last_message_preview = excluded.last_message_preview
    ), halted AS (
      UPDATE broadcasts b SET status = 'paused', pause_reason = h.reason, paused_automatically_at = now()
      FROM (SELECT DISTINCT ON (broadcast_id) broadcast_id, halt_reason AS reason
            FROM written WHERE halt_reason IS NOT NULL ORDER BY broadcast_id) h
      WHERE b.id = h.broadcast_id AND b.status = 'running'
      RETURNING b.id
    ), invalid AS (
      UPDATE end_users eu SET invalid_number_at = now()
      FROM written w WHERE w.invalid_number AND eu.id = w.end_user_id AND eu.invalid_number_at IS NULL
      RETURNING eu.id
    ), capped AS (
      UPDATE end_users eu SET meta_capped_at = now()
      FROM written w WHERE w.meta_capped AND eu.id = w.end_user_id
      RETURNING eu.id
    ), finished AS (
      UPDATE broadcasts b SET status = 'finished', finished_at = now()
      WHERE b.id IN (SELECT broadcast_id FROM written) AND b.status = 'running'
        AND b.id NOT IN (SELECT broadcast_id FROM written WHERE halt_reason IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM broadcast_recipients r
                        WHERE r.broadcast_id = b.id AND r.status IN ('pending', 'sending', 'held')
                          AND r.id NOT IN (SELECT id FROM o WHERE status <> 'pending'))
      RETURNING b.id
    )
    SELECT pg_notify('griot_messages', json_build_object('c', chatbot_id, 's', json_agg(seq ORDER BY seq))::text)
    FROM (SELECT chatbot_id, seq, (row_number() OVER (PARTITION BY chatbot_id ORDER BY seq)) / ${SEQS_PER_NOTIFICATION} AS part
          FROM posted) p
    GROUP BY chatbot_id, part`);
}

/**
 * Sends a crash interrupted ('sending' for longer than `waitSeconds` with no status from Meta)
 * go back to the queue; a status webhook naming them (biz_opaque_callback_data) settles them first.
 */
export async function requeueStuck(db: Database, waitSeconds: number): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE broadcast_recipients SET status = 'pending', next_attempt_at = now(), sending_at = NULL, updated_at = now()
    WHERE status = 'sending' AND sending_at < now() - make_interval(secs => ${waitSeconds})
    RETURNING id`);
  return result.rows.length;
}
