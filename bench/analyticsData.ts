import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/** Days of history the bench writes; the screen's period is the last 30 of them. */
export const HISTORY_DAYS = 90;
/** Messages per conversation: 5 from the end-user, 5 from the flow. */
const PER_CONVERSATION = 10;
export const FLOW_BLOCKS = 200;

/**
 * The 200-block flow: a welcome block and 199 more, each a text and a question with two buttons
 * (the next block, or the one after), so a funnel has depth and branches.
 */
export function bigFlow(): Array<{ idblock: string; category: string; flow: unknown[] }> {
  return Array.from({ length: FLOW_BLOCKS }, (_unused, index) => {
    const next = `b${Math.min(index + 1, FLOW_BLOCKS - 1)}`;
    const skip = `b${Math.min(index + 2, FLOW_BLOCKS - 1)}`;
    return {
      idblock: `b${index}`,
      category: index === 0 ? 'welcome' : 'standard',
      flow: [
        { type: 'text', message: `Étape ${index}`, id_element: `b${index}-t`, id_previous: null },
        {
          type: 'text_button',
          message: 'Et ensuite ?',
          buttons: [
            { id: next, title: 'Continuer' },
            { id: skip, title: 'Passer' },
          ],
          id_element: `b${index}-q`,
          id_previous: `b${index}-t`,
        },
      ],
    };
  });
}

/**
 * MESSAGES messages over HISTORY_DAYS in time order (seq follows time, as live messages): each run
 * of 10 is one conversation of one end-user (end-users come back: ~2 conversations each), its
 * outbound half the flow's elements with block_id and element (a walk down the 200-block flow for
 * the first chatbot), its inbound half button taps. Written by PostgreSQL itself, in slices.
 */
export async function writeMessages(
  db: Database,
  scope: { chatbotIds: string[]; endUsers: number; messages: number; start: Date },
  progress: (written: number) => void,
): Promise<void> {
  const span = HISTORY_DAYS * 86_400;
  const slice = 1_000_000;
  for (let first = 0; first < scope.messages; first += slice) {
    const last = Math.min(scope.messages, first + slice) - 1;
    await db.execute(sql`
      WITH series AS (
        SELECT n, n / ${PER_CONVERSATION} AS conversation, n % ${PER_CONVERSATION} AS step
        FROM generate_series(${first}::bigint, ${last}::bigint) AS n
      ), placed AS (
        SELECT s.*, (hashtext(s.conversation::text) & 2147483647) % ${scope.endUsers} AS user_position,
          -- The walk: the welcome block, then 4 blocks further down from a start that varies.
          CASE WHEN s.step / 2 = 0 THEN 0 ELSE least(${FLOW_BLOCKS - 1}, (s.conversation % 49) * 4 + s.step / 2) END AS block
        FROM series s
      )
      INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status, created_at, parts_sent)
      SELECT u.chatbot_id, u.id,
        CASE WHEN p.step % 2 = 0 THEN 'in' ELSE 'out' END,
        CASE WHEN p.step % 2 = 0 THEN 'button' ELSE 'text_button' END,
        CASE WHEN p.step % 2 = 0
          THEN jsonb_build_object('event', jsonb_build_object('type', 'button', 'id', 'b' || p.block, 'title', 'Continuer'), 'text', 'Continuer')
          ELSE jsonb_build_object('block_id', 'b' || p.block, 'element', jsonb_build_object(
            'type', 'text_button', 'id_element', 'b' || p.block || '-q', 'message', 'Et ensuite ?',
            'buttons', jsonb_build_array(jsonb_build_object('id', 'b' || (p.block + 1), 'title', 'Continuer'))))
        END,
        CASE WHEN p.step % 2 = 0 THEN 'received' ELSE 'read' END,
        ${scope.start}::timestamptz + make_interval(secs => p.n::float8 * ${span} / ${scope.messages}),
        CASE WHEN p.step % 2 = 0 THEN 0 ELSE 1 END
      FROM placed p JOIN bench_users u ON u.position = p.user_position
      ORDER BY p.n`);
    progress(last + 1);
  }
}

/** Each end-user by position (0…), once for the bench's set-based writes (bench_users). */
export async function indexEndUsers(db: Database): Promise<void> {
  await db.execute(sql`
    CREATE UNLOGGED TABLE bench_users AS
    SELECT (row_number() OVER (ORDER BY external_id) - 1)::int AS position, id, chatbot_id FROM end_users`);
  await db.execute(sql`ALTER TABLE bench_users ADD PRIMARY KEY (position)`);
}

/**
 * What the people and GRIOT IA figures read: 100,000 hand-overs with response and resolution
 * times (their end-users' inbox records), 10 campaigns of 50,000 recipients, 1 % opt-outs, and
 * 300,000 GRIOT IA calls with questions, confidence and files.
 */
export async function writeSideRecords(
  db: Database,
  scope: { workspaceId: string; chatbotIds: string[]; agentId: string; start: Date },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO conversations (end_user_id, chatbot_id, workspace_id, status, last_message_at)
    SELECT id, chatbot_id, ${scope.workspaceId}, 'resolved', last_activity_at FROM end_users
    WHERE external_id::bigint % 10 = 0`);
  await db.execute(sql`
    INSERT INTO conversation_episodes (workspace_id, chatbot_id, end_user_id, opened_at, opened_reason,
      assignee_id, first_response_at, first_responder_id, resolved_at, resolved_by)
    SELECT ${scope.workspaceId}, c.chatbot_id, c.end_user_id, o.at,
      (ARRAY['bot', 'customer', 'griot', 'agent'])[1 + (hashtext(c.end_user_id::text) & 3)],
      ${scope.agentId}, o.at + make_interval(mins => 1 + (hashtext(c.end_user_id::text) & 63)), ${scope.agentId},
      o.at + make_interval(mins => 30 + (hashtext(c.end_user_id::text) & 511)), ${scope.agentId}
    FROM conversations c
    CROSS JOIN LATERAL (SELECT ${scope.start}::timestamptz
      + make_interval(secs => (hashtext(c.end_user_id::text || 'at') & 2147483647) % ${HISTORY_DAYS * 86_400}) AS at) o`);
  await db.execute(sql`
    INSERT INTO broadcasts (chatbot_id, template_name, template_language, model, phone_number_id, status, total, created_at, finished_at)
    SELECT ${scope.chatbotIds[0]}, 'campagne_' || g, 'fr', '{"parameters": []}'::jsonb, '', 'finished', 50000,
      ${scope.start}::timestamptz + make_interval(days => g * 9), ${scope.start}::timestamptz + make_interval(days => g * 9, hours => 1)
    FROM generate_series(0, 9) AS g`);
  await db.execute(sql`
    INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone, status, attempts, message_id, updated_at, replied_at)
    SELECT b.id, u.id, u.n, u.phone,
      (ARRAY['read', 'read', 'delivered', 'sent', 'failed'])[1 + u.n % 5], 1, 'wamid.bench.' || u.n,
      b.created_at + make_interval(secs => u.n % 3600),
      CASE WHEN u.n % 9 = 0 THEN b.created_at + make_interval(hours => 2) END
    FROM broadcasts b
    CROSS JOIN LATERAL (SELECT id, phone, row_number() OVER (ORDER BY id) AS n FROM end_users
      WHERE chatbot_id = b.chatbot_id AND (hashtext(id::text || b.id::text) & 15) = 0 LIMIT 50000) u`);
  await db.execute(sql`
    UPDATE end_users SET opted_out_at = ${scope.start}::timestamptz + make_interval(days => (external_id::bigint % 90)::int)
    WHERE external_id::bigint % 100 = 7`);
  await db.execute(sql`
    INSERT INTO assistant_calls (chatbot_id, source, model, outcome, created_at, question, confidence, file_ids, end_user_id)
    SELECT ${scope.chatbotIds[0]}, 'runtime', 'griot-local',
      (ARRAY['answered', 'answered', 'answered', 'unknown', 'redirected', 'agent'])[1 + g % 6],
      ${scope.start}::timestamptz + make_interval(secs => g * ${(HISTORY_DAYS * 86_400) / 300_000}::float8),
      (ARRAY['Vous livrez à Thiès ?', 'Je peux payer avec Wave ?', 'Quels sont vos horaires ?',
             'Vous acceptez Orange Money ?', 'Le bazin existe en quels coloris ?', 'Vous faites des retouches ?',
             'Combien coûte la livraison à Pikine ?', 'Vous avez une boutique à Saint-Louis ?'])[1 + (g / 7) % 8]
        || CASE WHEN g % 3 = 0 THEN ' svp' ELSE '' END,
      CASE WHEN g % 6 < 3 THEN (g % 100) / 100.0 END, '{}', NULL
    FROM generate_series(1, 300000) AS g`);
}
