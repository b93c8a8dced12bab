import type { Database } from '@griot/db/openDatabase';
import { blocks } from '@griot/db/schema/blocks';
import { endUsers } from '@griot/db/schema/endUsers';
import { messages } from '@griot/db/schema/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { TestServer } from '../../../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../../../test/factories';

/**
 * The funnel tests' small flow, in a workspace on Tokyo time (UTC+9, no daylight saving: the
 * period 2026-03-10 is 2026-03-09T15:00Z to 2026-03-10T15:00Z):
 *   starter — text, buttons « Que souhaitez-vous ? » (id 'choix': Commander → commande, Infos → infos)
 *   commande — text « Votre nom ? » (id 'ask'), question (id 'q-nom'), text « Merci » (id 'merci')
 *   infos — text; perdu — text (nothing links to it)
 */
export const CHOICE_BUTTONS = {
  type: 'text_button',
  id_element: 'choix',
  message: 'Que souhaitez-vous ?',
  buttons: [
    { id: 'commande', title: 'Commander' },
    { id: 'infos', title: 'Infos' },
  ],
};
export const ORDER_FLOW = [
  { type: 'text', id_element: 'ask', message: 'Votre nom ?', preview_url: true },
  { type: 'answer', id_element: 'q-nom', options: { answer_type: 'text', variable: { id: 'nom' } } },
  { type: 'text', id_element: 'merci', message: 'Merci, à bientôt !', preview_url: true },
];

export async function buildFunnelWorld(server: TestServer) {
  const account = await buildAccount(server);
  const chatbotId = await buildChatbot(server, account.workspaceId, { bot_name: 'Boutique Awa' });
  await server.db.execute(sql`
    UPDATE workspaces SET inbox_settings = jsonb_set(inbox_settings, '{business_hours}',
      COALESCE(inbox_settings->'business_hours', '{}'::jsonb) || '{"timezone": "Asia/Tokyo"}'::jsonb)
    WHERE id = ${account.workspaceId}`);
  const [starter] = await server.db
    .select()
    .from(blocks)
    .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'welcome')));
  if (!starter) throw new Error('no welcome block');
  const greeting = { type: 'text', id_element: 'salut', message: 'Bienvenue chez Awa !', preview_url: true };
  await server.db
    .update(blocks)
    .set({ flow: [greeting, CHOICE_BUTTONS] })
    .where(eq(blocks.id, starter.id));
  const standard = (idblock: string, blockname: string, flow: unknown[]) => ({
    chatbotId,
    idblock,
    blockname,
    type: 'blocks',
    category: 'standard' as const,
    flow,
  });
  await server.db
    .insert(blocks)
    .values([
      standard('commande', 'Commande', ORDER_FLOW),
      standard('infos', 'Infos', [
        { type: 'text', id_element: 'i', message: 'Ouvert 9h-18h', preview_url: true },
      ]),
      standard('perdu', 'Bloc oublié', [
        { type: 'text', id_element: 'p', message: 'Jamais vu', preview_url: true },
      ]),
    ]);
  return { ...account, chatbotId, starterId: starter.idblock, greeting };
}

/** A WhatsApp end-user of the chatbot. */
export async function buildEndUser(db: Database, chatbotId: string, phone: string): Promise<string> {
  const [row] = await db
    .insert(endUsers)
    .values({ chatbotId, channel: 'whatsapp', externalId: phone, phone })
    .returning({ id: endUsers.id });
  if (!row) throw new Error('no end-user');
  return row.id;
}

/** One stored message as the runtime writes it (inbound event, or a bot's element of a block). */
export type MessageFields = { at: string } & (
  | { event: Record<string, unknown>; text: string }
  | { blockId: string; element: Record<string, unknown> }
);

export async function writeMessage(
  db: Database,
  message: { chatbotId: string; endUserId: string } & MessageFields,
): Promise<void> {
  const inbound = 'event' in message;
  await db.insert(messages).values({
    chatbotId: message.chatbotId,
    endUserId: message.endUserId,
    direction: inbound ? 'in' : 'out',
    type: inbound ? String(message.event.type) : String(message.element.type),
    content: inbound
      ? { event: message.event, text: message.text }
      : { element: message.element, block_id: message.blockId },
    status: inbound ? 'received' : 'sent',
    createdAt: new Date(message.at),
  });
}
