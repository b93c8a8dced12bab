import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { loadRuntimeConfig } from '../../lib/config';
import { useTestServer } from '../../test/buildTestServer';
import { buildWhatsAppBot, countRows } from '../../test/webhookKit';
import { deleteChatbot } from './deleteChatbot';

/**
 * messages.chatbot_id has no foreign key of its own (migration 0054): a chatbot's messages go with
 * it through its end-users (both keys cascade), and a message still cannot name an end-user that
 * does not exist.
 */
const testServer = useTestServer({
  runtime: { ...loadRuntimeConfig({}), whatsappAppSecret: 'test-app-secret', enabled: false },
});

describe("a chatbot's messages", () => {
  it('are deleted with it through its end-users, and never outlive their end-user', async () => {
    const server = testServer();
    const { chatbotId, workspaceId } = await buildWhatsAppBot(server, [
      { type: 'text', message: 'Bienvenue' },
    ]);
    const other = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bonjour' }]);
    for (const id of [chatbotId, other.chatbotId])
      await server.db.execute(sql`
        WITH customer AS (
          INSERT INTO end_users (chatbot_id, channel, external_id, full_name)
          VALUES (${id}, 'whatsapp', '221771234567', 'Awa') RETURNING id, chatbot_id
        )
        INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
        SELECT chatbot_id, id, direction, 'text', '{"text": "Salut"}'::jsonb, status
        FROM customer, (VALUES ('in', 'received'), ('out', 'sent')) AS m(direction, status)`);
    expect(await countRows(server, 'messages', chatbotId)).toBe(2);

    await deleteChatbot(
      server.db,
      server.services.files,
      await requireOwnedChatbot(server.db, workspaceId, chatbotId),
    );
    expect(await countRows(server, 'messages', chatbotId)).toBe(0);
    expect(await countRows(server, 'messages', other.chatbotId)).toBe(2);

    // The end-user's key still guards every message row.
    await expect(
      server.db.execute(sql`
        INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
        VALUES (${other.chatbotId}, gen_random_uuid(), 'in', 'text', '{}'::jsonb, 'received')`),
    ).rejects.toMatchObject({ cause: { code: '23503' } });
  });
});
