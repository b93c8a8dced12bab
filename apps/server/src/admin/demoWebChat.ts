import { flowSchema } from '@griot/contract/flows/flowElementSchemas';
import type { Database } from '@griot/db/openDatabase';
import { blocks } from '@griot/db/schema/blocks';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isCreationWelcome } from '../features/chatbots/mainBlocks';
import { saveFlow } from '../features/flows/saveFlow';
import { insertStandardBlock } from './demoFlows';

/**
 * The web chatbot's short welcome flow (a greeting, 'Tailles' / 'Retours' buttons, one answer
 * block each). Written once: a welcome block the user already wrote is left alone (the greeting
 * creation gives is replaced).
 */
export async function seedDemoWebFlow(db: Database, chatbotId: string): Promise<void> {
  const existing = await db.select().from(blocks).where(eq(blocks.chatbotId, chatbotId));
  const welcome = existing.find((block) => block.category === 'welcome');
  if (!welcome || !isCreationWelcome(welcome.flow)) return;
  const standard = async (name: string, message: string) => {
    const created = await insertStandardBlock(db, chatbotId, name);
    await saveFlow(db, created, flowSchema.parse([{ type: 'text', message }]), undefined);
    return created;
  };
  const sizes = await standard(
    'Tailles',
    'Nos vêtements taillent normalement : prenez votre taille habituelle. Le guide des tailles est sur chaque fiche produit.',
  );
  const returns = await standard(
    'Retours',
    'Vous avez 30 jours pour retourner un article, gratuitement en boutique à Lyon ou par Colissimo.',
  );
  const flow = [
    { type: 'text', message: 'Bonjour et bienvenue chez Lyon Mode ! 👗' },
    {
      type: 'text_button',
      message: 'Comment pouvons-nous vous aider ?',
      buttons: [
        { id: sizes.idblock, title: 'Tailles' },
        { id: returns.idblock, title: 'Retours' },
      ],
    },
  ];
  await saveFlow(db, welcome, flowSchema.parse(flow), undefined);
}

interface ChatMessage {
  direction: string;
  content: { element?: { type?: string; buttons?: { id: string; title: string }[] } };
}

/**
 * One web chat visitor: opens the widget (the welcome flow answers), then taps each button of
 * `taps` in turn, waiting each time for the runtime to have answered.
 */
export async function playWebVisitor(
  app: FastifyInstance,
  chatbotId: string,
  taps: string[],
  settle: (sender: string) => Promise<void>,
): Promise<void> {
  const started = await app.inject({ method: 'POST', url: `/api/webchat/${chatbotId}/session`, payload: {} });
  if (started.statusCode !== 200) throw new Error(`session web refusée (${started.statusCode})`);
  const { session } = started.json<{ session: { visitor_id: string; token: string } }>();
  await settle(session.visitor_id);
  for (const title of taps) {
    const query = new URLSearchParams(session).toString();
    const history = await app.inject({ method: 'GET', url: `/api/webchat/${chatbotId}/messages?${query}` });
    const button = history
      .json<{ messages: ChatMessage[] }>()
      .messages.filter((message) => message.direction === 'out')
      .flatMap((message) => message.content.element?.buttons ?? [])
      .findLast((candidate) => candidate.title === title);
    if (!button) throw new Error(`bouton « ${title} » introuvable dans le web chat`);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/webchat/${chatbotId}/messages`,
      payload: { ...session, event: { type: 'button', id: button.id, title } },
    });
    if (sent.statusCode !== 202) throw new Error(`message web refusé (${sent.statusCode}) : ${sent.body}`);
    await settle(session.visitor_id);
  }
}
