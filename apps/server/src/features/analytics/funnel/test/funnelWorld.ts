import type { Database } from '@griot/db/openDatabase';
import { messages } from '@griot/db/schema/messages';
import type { TestServer } from '../../../../test/buildTestServer';
import { buildAnalyticsWorld, buildEndUser, CHOICE_BUTTONS, orderFlow } from '../../test/analyticsWorld';

export { buildEndUser, CHOICE_BUTTONS };
export const ORDER_FLOW = orderFlow('Merci, à bientôt !');

/**
 * The funnel tests' small flow, in a workspace on Tokyo time (UTC+9, no daylight saving: the
 * period 2026-03-10 is 2026-03-09T15:00Z to 2026-03-10T15:00Z):
 *   starter — text, buttons « Que souhaitez-vous ? » (id 'choix': Commander → commande, Infos → infos)
 *   commande — text « Votre nom ? » (id 'ask'), question (id 'q-nom'), text « Merci » (id 'merci')
 *   infos — text; perdu — text (nothing links to it)
 */
export async function buildFunnelWorld(server: TestServer) {
  const greeting = { type: 'text', id_element: 'salut', message: 'Bienvenue chez Awa !', preview_url: true };
  const text = (id_element: string, message: string) => [
    { type: 'text', id_element, message, preview_url: true },
  ];
  const world = await buildAnalyticsWorld(server, {
    timeZone: 'Asia/Tokyo',
    greeting,
    standardBlocks: [
      { idblock: 'commande', blockname: 'Commande', flow: ORDER_FLOW },
      { idblock: 'infos', blockname: 'Infos', flow: text('i', 'Ouvert 9h-18h') },
      { idblock: 'perdu', blockname: 'Bloc oublié', flow: text('p', 'Jamais vu') },
    ],
  });
  return { ...world, greeting };
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
