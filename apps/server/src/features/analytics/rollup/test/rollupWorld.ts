import type { Database } from '@griot/db/openDatabase';
import { messages } from '@griot/db/schema/messages';
import { sql } from 'drizzle-orm';
import type { TestServer } from '../../../../test/buildTestServer';
import { buildAnalyticsWorld, buildEndUser, CHOICE_BUTTONS, orderFlow } from '../../test/analyticsWorld';

/**
 * The rollup tests' flow:
 *   starter — text 'salut', buttons 'choix' (Commander → commande, Infos → infos)
 *   commande — text 'ask' « Votre nom ? », question 'q-nom' (an 'answer' element), text 'merci'
 */
export const GREETING = { type: 'text', id_element: 'salut', message: 'Bienvenue !', preview_url: true };
export const CHOICE = CHOICE_BUTTONS;
export const ASK = { type: 'text', id_element: 'ask', message: 'Votre nom ?', preview_url: true };
export const MERCI = { type: 'text', id_element: 'merci', message: 'Merci !', preview_url: true };

/** A workspace in `timeZone` with one chatbot carrying the flow above; returns its ids. */
export function buildRollupWorld(server: TestServer, timeZone = 'Europe/Paris') {
  return buildAnalyticsWorld(server, {
    timeZone,
    greeting: GREETING,
    standardBlocks: [{ idblock: 'commande', blockname: 'Commande', flow: orderFlow(MERCI.message) }],
  });
}

export { buildEndUser };

type Writer = Pick<Database, 'insert'>;

/** The end-user writes (text, or a button/list choice). */
export async function inbound(
  db: Writer,
  who: { chatbotId: string; endUserId: string },
  at: string,
  event: Record<string, unknown> = { type: 'text', text: 'Bonjour' },
): Promise<void> {
  await db.insert(messages).values({
    chatbotId: who.chatbotId,
    endUserId: who.endUserId,
    direction: 'in',
    type: String(event.type),
    content: { event, text: String(event.title ?? event.text ?? '') },
    status: 'received',
    createdAt: new Date(at),
  });
}

/** The bot sends an element of a block (or GRIOT IA: 'griot-ia'; an agent: agentId). */
export async function outbound(
  db: Writer,
  who: { chatbotId: string; endUserId: string },
  at: string,
  blockId: string | null,
  element: Record<string, unknown>,
  extra: { agentId?: string; broadcast?: { id: string; name: string } } = {},
): Promise<void> {
  await db.insert(messages).values({
    chatbotId: who.chatbotId,
    endUserId: who.endUserId,
    direction: 'out',
    type: String(element.type),
    content: {
      element,
      ...(blockId ? { block_id: blockId } : {}),
      ...(extra.broadcast ? { broadcast: extra.broadcast } : {}),
    },
    status: 'sent',
    createdAt: new Date(at),
    agentId: extra.agentId ?? null,
  });
}

/** analytics_hours of a chatbot summed over every hour and channel. */
export async function hourTotals(db: Database, chatbotId: string) {
  const { rows } = await db.execute<Record<string, number>>(sql`
    SELECT coalesce(sum(inbound), 0)::int AS inbound, coalesce(sum(outbound_flow), 0)::int AS outbound_flow,
      coalesce(sum(outbound_griot), 0)::int AS outbound_griot, coalesce(sum(outbound_agent), 0)::int AS outbound_agent,
      coalesce(sum(conversations_started), 0)::int AS started, coalesce(sum(conversations_finished), 0)::int AS finished,
      coalesce(sum(conversations_left), 0)::int AS left, coalesce(sum(new_end_users), 0)::int AS new_end_users
    FROM analytics_hours WHERE chatbot_id = ${chatbotId}`);
  return rows[0];
}

/** analytics_flow_hours of a chatbot: 'block/element' → [reached, left]. */
export async function flowTotals(db: Database, chatbotId: string): Promise<Record<string, [number, number]>> {
  const { rows } = await db.execute<{ key: string; reached: number; left: number }>(sql`
    SELECT block_id || '/' || element_id AS key, sum(reached)::int AS reached, sum(left_there)::int AS left
    FROM analytics_flow_hours WHERE chatbot_id = ${chatbotId} GROUP BY 1 ORDER BY 1`);
  return Object.fromEntries(rows.map((row) => [row.key, [row.reached, row.left]]));
}

/**
 * The broadcast 'promo', created a minute before `sentAt`, sent at `sentAt` to a new end-user per
 * phone: each recipient at `status`, with the template message the runtime stores for it.
 */
export async function sendBroadcast(
  db: Database,
  chatbotId: string,
  phones: string[],
  send: { sentAt: string; status: 'delivered' | 'read' },
) {
  const createdAt = new Date(Date.parse(send.sentAt) - 60_000).toISOString();
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO broadcasts (chatbot_id, template_name, template_language, model, phone_number_id, created_at)
    VALUES (${chatbotId}, 'promo', 'fr', '{}', '1065', ${createdAt}) RETURNING id`);
  const broadcastId = rows[0]?.id ?? '';
  const recipients: { chatbotId: string; endUserId: string }[] = [];
  for (const [index, phone] of phones.entries()) {
    const who = { chatbotId, endUserId: await buildEndUser(db, chatbotId, phone) };
    recipients.push(who);
    await db.execute(sql`
      INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone, status)
      VALUES (${broadcastId}, ${who.endUserId}, ${index + 1}, ${phone}, ${send.status})`);
    await outbound(
      db,
      who,
      send.sentAt,
      null,
      { type: 'template' },
      { broadcast: { id: broadcastId, name: 'promo' } },
    );
  }
  return { broadcastId, recipients };
}
