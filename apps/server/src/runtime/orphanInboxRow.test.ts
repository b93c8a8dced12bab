import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { requireOwnedChatbot } from '../domain/chatbots/requireOwnedChatbot';
import { deleteChatbot } from '../features/chatbots/deleteChatbot';
import { loadRuntimeConfig } from '../lib/config';
import { useTestServer } from '../test/buildTestServer';
import { buildWhatsAppBot } from '../test/webhookKit';
import { ConversationRounds } from './conversationRounds';

/**
 * The inbox holds no foreign key to chatbots (migration 0055, a key check per webhook row locked
 * the chatbot's hot row): its rows go with their chatbot by a trigger, and a row a webhook stored
 * for a chatbot deleted a moment before fails alone, never the round of the other customers.
 */
// No worker runs here: the rounds below are the only ones.
const testServer = useTestServer({
  runtime: { ...loadRuntimeConfig({}), whatsappAppSecret: 'test-app-secret', enabled: false },
});

async function storeMessage(chatbotId: string, sender: string): Promise<void> {
  await testServer().db.execute(sql`
    INSERT INTO inbox (chatbot_id, channel, sender, event)
    VALUES (${chatbotId}, 'whatsapp', ${sender}, '{"kind":"user","event":{"type":"text","text":"Bonjour"}}')`);
}

describe('inbox rows and their chatbot', () => {
  it('go with the chatbot, follow-ups included, and leave the other chatbots’ rows', async () => {
    const server = testServer();
    const { chatbotId, workspaceId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Salut' }]);
    const other = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bonjour' }]);
    await storeMessage(chatbotId, '221770000101');
    await storeMessage(other.chatbotId, '221770000102');
    await deleteChatbot(
      server.db,
      server.services.files,
      await requireOwnedChatbot(server.db, workspaceId, chatbotId),
    );
    const left = await server.db.execute<{ chatbot_id: string }>(
      sql`SELECT chatbot_id FROM inbox WHERE chatbot_id IN (${chatbotId}, ${other.chatbotId})`,
    );
    expect(left.rows.map((row) => row.chatbot_id)).toEqual([other.chatbotId]);
  });

  it('records a row of a chatbot deleted before its round failed, and answers the others of the round', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue' }]);
    const gone = '00000000-0000-4000-8000-000000000055';
    await storeMessage(gone, '221770000201');
    await storeMessage(chatbotId, '221770000202');
    const sent: string[] = [];
    const rounds = new ConversationRounds({
      runtime: server.config.runtime,
      publicUrl: server.config.publicUrl,
      senders: {
        whatsapp: async (_chatbot, message) => {
          sent.push(message.to);
          return { kind: 'sent', externalId: `wamid.${message.id}`, partsSent: 1 };
        },
      },
      loadChatbot: (id) => server.runtime.chatbots.get(id),
      log: () => {},
      afterProcess: () => {},
      onError: () => {},
    });
    const client = await server.pool.connect();
    try {
      while (await rounds.run(drizzle(client) as unknown as Database)) await rounds.drain();
      await rounds.drain();
    } finally {
      client.release(true);
    }
    const rows = await server.db.execute<{ sender: string; status: string; error: string | null }>(sql`
      SELECT sender, status, error FROM inbox WHERE chatbot_id IN (${gone}, ${chatbotId}) ORDER BY id`);
    expect(rows.rows).toEqual([
      { sender: '221770000201', status: 'failed', error: 'chatbot or end-user missing' },
      { sender: '221770000202', status: 'done', error: null },
    ]);
    expect(sent).toContain('221770000202');
    expect(sent).not.toContain('221770000201');
    const orphans = await server.db.execute(sql`SELECT 1 FROM end_users WHERE chatbot_id = ${gone}`);
    expect(orphans.rows).toEqual([]);
  });
});
