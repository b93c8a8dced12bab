import type { Database } from '@griot/db/openDatabase';
import { blocks } from '@griot/db/schema/blocks';
import { endUsers } from '@griot/db/schema/endUsers';
import { and, eq, sql } from 'drizzle-orm';
import type { TestServer } from '../../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../../test/factories';

/** The welcome block's question: Commander → block 'commande', Infos → block 'infos'. */
export const CHOICE_BUTTONS = {
  type: 'text_button',
  id_element: 'choix',
  message: 'Que souhaitez-vous ?',
  buttons: [
    { id: 'commande', title: 'Commander' },
    { id: 'infos', title: 'Infos' },
  ],
};

/** The 'commande' block asks a name: text 'ask', question 'q-nom' (an 'answer' element), then `merci`. */
export function orderFlow(merci: string) {
  return [
    { type: 'text', id_element: 'ask', message: 'Votre nom ?', preview_url: true },
    { type: 'answer', id_element: 'q-nom', options: { answer_type: 'text', variable: { id: 'nom' } } },
    { type: 'text', id_element: 'merci', message: merci, preview_url: true },
  ];
}

/** The workspace's time zone (its business hours' setting): the days and hours analytics count in. */
export async function setWorkspaceTimeZone(
  db: Database,
  workspaceId: string,
  timeZone: string,
): Promise<void> {
  await db.execute(sql`
    UPDATE workspaces SET inbox_settings = jsonb_set(inbox_settings, '{business_hours}',
      COALESCE(inbox_settings->'business_hours', '{}'::jsonb) || jsonb_build_object('timezone', ${timeZone}::text))
    WHERE id = ${workspaceId}`);
}

export interface StandardBlock {
  idblock: string;
  blockname: string;
  flow: unknown[];
}

/**
 * The analytics tests' world: a workspace in `timeZone` with the chatbot 'Boutique Awa', whose
 * welcome block says `greeting` then asks CHOICE_BUTTONS, and the standard blocks given.
 */
export async function buildAnalyticsWorld(
  server: TestServer,
  world: { timeZone: string; greeting: Record<string, unknown>; standardBlocks: StandardBlock[] },
) {
  const account = await buildAccount(server);
  const chatbotId = await buildChatbot(server, account.workspaceId, { bot_name: 'Boutique Awa' });
  await setWorkspaceTimeZone(server.db, account.workspaceId, world.timeZone);
  const [starter] = await server.db
    .select()
    .from(blocks)
    .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'welcome')));
  if (!starter) throw new Error('no welcome block');
  await server.db
    .update(blocks)
    .set({ flow: [world.greeting, CHOICE_BUTTONS] })
    .where(eq(blocks.id, starter.id));
  await server.db.insert(blocks).values(
    world.standardBlocks.map((block) => ({
      chatbotId,
      type: 'blocks',
      category: 'standard' as const,
      ...block,
    })),
  );
  return { ...account, chatbotId, starterId: starter.idblock };
}

/** An end-user of the chatbot (WhatsApp unless told; web 'test-…' ids are the dashboard's tests). */
export async function buildEndUser(
  db: Database,
  chatbotId: string,
  externalId: string,
  channel: 'whatsapp' | 'web' | 'telegram' = 'whatsapp',
): Promise<string> {
  const [row] = await db
    .insert(endUsers)
    .values({ chatbotId, channel, externalId, phone: externalId, interactionCount: 1 })
    .returning({ id: endUsers.id });
  if (!row) throw new Error('no end-user');
  return row.id;
}
