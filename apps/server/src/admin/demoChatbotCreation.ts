import type { ChatbotCreateFields } from '@griot/contract/chatbots/chatbotSchemas';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import type { Services } from '../api/appContext';
import { createChatbot } from '../features/chatbots/createChatbot';
import { botAvatarPng, type Rgb } from '../lib/pngImage';

type ChatbotServices = Pick<Services, 'db' | 'files' | 'config'>;

/**
 * Creates, through the real creation path (main blocks, stored avatar), the chatbots of `demos`
 * the workspace does not have yet (by name). Returns every one's id by name, and how many are new.
 */
export async function ensureDemoChatbots(
  services: ChatbotServices,
  workspaceId: string,
  demos: ReadonlyArray<{ fields: ChatbotCreateFields; colours: [Rgb, Rgb] }>,
): Promise<{ ids: Map<string, string>; made: number }> {
  const existing = await services.db
    .select({ id: chatbots.id, name: chatbots.botName })
    .from(chatbots)
    .where(eq(chatbots.workspaceId, workspaceId));
  const ids = new Map(existing.map((row) => [row.name, row.id]));
  let made = 0;
  for (const demo of demos) {
    if (ids.has(demo.fields.bot_name)) continue;
    const avatar = new File([new Uint8Array(botAvatarPng(...demo.colours))], 'avatar.png', {
      type: 'image/png',
    });
    ids.set(demo.fields.bot_name, await createChatbot(services, workspaceId, demo.fields, avatar));
    made += 1;
  }
  return { ids, made };
}
