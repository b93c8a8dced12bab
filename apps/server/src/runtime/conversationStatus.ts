import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * Who talks in a conversation: the status rules of the team inbox, in one place. The round
 * (writeRound) applies the same rules inside its own statement for the transitions it makes
 * (a flow's hand-over, a customer writing back); everything else — an agent's action, GRIOT IA's
 * escalation, a snooze ending — goes through these functions, inside the caller's transaction.
 *
 * - 'resolved': the bot answers (every bot-only conversation); nothing waits for a person.
 * - 'open': a person must answer; the bot is silent.
 * - 'pending': a person answered and waits for the customer; the bot is silent; the customer's
 *   next message opens it again.
 * - 'snoozed': put aside until snoozed_until; the customer's next message or the time opens it.
 *
 * Each stretch from an opening to a resolution is a row of conversation_episodes (response
 * times). Every change is NOTIFYed on 'griot_conversations' so the inboxes of every process refresh
 * (not 'griot_inbox': that one wakes the conversation workers for new inbox rows).
 */

export type ConversationStatus = 'open' | 'pending' | 'resolved' | 'snoozed';
export type OpenedReason = 'bot' | 'customer' | 'griot' | 'agent';

/** The channel the inbox screens listen on: `{"w": workspaceId, "e": endUserId}` per change. */
export const INBOX_CHANNEL = 'griot_conversations';

/** NOTIFYs the inboxes that these conversations changed (delivered at commit). */
export async function notifyInbox(tx: Database, endUserIds: readonly string[]): Promise<void> {
  if (endUserIds.length === 0) return;
  await tx.execute(sql`
    SELECT pg_notify(${INBOX_CHANNEL}, json_build_object('w', workspace_id, 'e', end_user_id)::text)
    FROM conversations
    WHERE end_user_id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(endUserIds)}::jsonb))`);
}

/**
 * A person must answer: the conversation becomes 'open' (a snooze ends), the customer waits from
 * now if nobody answered them yet, and a stretch with a person starts if none is running. An
 * assignee given is kept only when nobody handles the conversation yet. Returns whether it was
 * not already open (a new stretch or a reopening).
 */
export async function openConversation(
  tx: Database,
  opening: { endUserId: string; reason: OpenedReason; assigneeId?: string | null },
): Promise<boolean> {
  const assignee = opening.assigneeId ?? null;
  // An end-user the runtime has not answered yet may have no conversation row.
  await tx.execute(sql`
    INSERT INTO conversations (end_user_id, chatbot_id, workspace_id)
    SELECT eu.id, eu.chatbot_id, b.workspace_id FROM end_users eu JOIN chatbots b ON b.id = eu.chatbot_id
    WHERE eu.id = ${opening.endUserId}
    ON CONFLICT (end_user_id) DO NOTHING`);
  const changed = await tx.execute<{ was: ConversationStatus }>(sql`
    WITH before AS (
      SELECT status FROM conversations WHERE end_user_id = ${opening.endUserId} FOR UPDATE
    ), updated AS (
      UPDATE conversations SET
        status = 'open',
        snoozed_until = NULL,
        status_changed_at = CASE WHEN status <> 'open' THEN now() ELSE status_changed_at END,
        waiting_since = CASE WHEN ${opening.reason} = 'agent' THEN waiting_since ELSE coalesce(waiting_since, now()) END,
        assignee_id = coalesce(assignee_id, ${assignee}::uuid)
      WHERE end_user_id = ${opening.endUserId}
      RETURNING end_user_id, workspace_id, chatbot_id, assignee_id
    ), episode AS (
      INSERT INTO conversation_episodes (workspace_id, chatbot_id, end_user_id, opened_reason, assignee_id)
      SELECT workspace_id, chatbot_id, end_user_id, ${opening.reason}, assignee_id FROM updated
      ON CONFLICT (end_user_id) WHERE resolved_at IS NULL DO NOTHING
      RETURNING id
    )
    SELECT (SELECT status FROM before) AS was, (SELECT count(*) FROM episode) AS episodes`);
  await notifyInbox(tx, [opening.endUserId]);
  const was = changed.rows[0]?.was;
  return was !== undefined && was !== 'open';
}

/**
 * The bot takes the conversation back: 'resolved', nothing waits, every agent has read it all
 * (the read floor), and the running stretch ends. The assignee stays: if the customer needs a
 * person again, the same one finds it.
 */
export async function resolveConversation(
  tx: Database,
  resolution: { endUserId: string; by: string | null },
): Promise<void> {
  await tx.execute(sql`
    WITH updated AS (
      UPDATE conversations SET
        status = 'resolved', snoozed_until = NULL, waiting_since = NULL, read_floor = inbound_count,
        status_changed_at = CASE WHEN status <> 'resolved' THEN now() ELSE status_changed_at END
      WHERE end_user_id = ${resolution.endUserId}
      RETURNING end_user_id
    )
    UPDATE conversation_episodes SET resolved_at = now(), resolved_by = ${resolution.by}::uuid
    WHERE end_user_id IN (SELECT end_user_id FROM updated) AND resolved_at IS NULL`);
  await notifyInbox(tx, [resolution.endUserId]);
}

/**
 * 'pending' (waiting for the customer) or 'snoozed' until a time: a person keeps the
 * conversation, the bot stays silent, the running stretch goes on.
 */
export async function setWaitingStatus(
  tx: Database,
  change: { endUserId: string; status: 'pending' | 'snoozed'; snoozedUntil?: Date | null },
): Promise<void> {
  const until = change.status === 'snoozed' ? (change.snoozedUntil ?? null) : null;
  await tx.execute(sql`
    UPDATE conversations SET
      status = ${change.status}, snoozed_until = ${until?.toISOString() ?? null}::timestamptz,
      status_changed_at = CASE WHEN status <> ${change.status} THEN now() ELSE status_changed_at END
    WHERE end_user_id = ${change.endUserId}`);
  await notifyInbox(tx, [change.endUserId]);
}

/**
 * Hands the conversation to a member (or to nobody): the running stretch records it too, and the
 * member's turn in the round robin moves. The caller checked that the member belongs to the workspace.
 */
export async function assignConversation(
  tx: Database,
  assignment: { endUserId: string; assigneeId: string | null },
): Promise<void> {
  await tx.execute(sql`
    WITH updated AS (
      UPDATE conversations SET assignee_id = ${assignment.assigneeId}::uuid
      WHERE end_user_id = ${assignment.endUserId}
      RETURNING end_user_id, workspace_id
    ), episode AS (
      UPDATE conversation_episodes SET assignee_id = ${assignment.assigneeId}::uuid
      WHERE end_user_id IN (SELECT end_user_id FROM updated) AND resolved_at IS NULL
      RETURNING id
    )
    UPDATE workspace_members SET last_assigned_at = now()
    WHERE user_id = ${assignment.assigneeId}::uuid AND workspace_id IN (SELECT workspace_id FROM updated)`);
  await notifyInbox(tx, [assignment.endUserId]);
}

/**
 * An agent wrote to the customer: nothing waits any more, the stretch has its first response, and
 * a conversation the bot had opens for that agent (an agent writing first takes it).
 */
export async function recordAgentMessage(
  tx: Database,
  message: { endUserId: string; agentId: string },
): Promise<void> {
  await openConversation(tx, { endUserId: message.endUserId, reason: 'agent', assigneeId: message.agentId });
  await tx.execute(sql`
    WITH updated AS (
      UPDATE conversations SET waiting_since = NULL
      WHERE end_user_id = ${message.endUserId}
      RETURNING end_user_id
    )
    UPDATE conversation_episodes SET first_response_at = now(), first_responder_id = ${message.agentId}::uuid
    WHERE end_user_id IN (SELECT end_user_id FROM updated) AND resolved_at IS NULL
      AND first_response_at IS NULL`);
}
