import { generateIdblock } from '@griot/contract/flows/idblock';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { useWhatsAppGraphFake } from '../../test/useWhatsAppGraphFake';
import { ACCESS_TOKEN, addBlock, buildWhatsAppBot } from '../../test/webhookKit';
import { whatsAppCustomer } from '../../test/whatsAppCustomer';

const testServer = useTestServer();
const fake = useWhatsAppGraphFake(testServer, { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });

describe('tags in a flow condition', () => {
  it('the global {{tags}} holds the end-user’s tags: a tagged VIP customer takes the true block', async () => {
    const server = testServer();
    const [vip, others] = [generateIdblock('vip'), generateIdblock('autres')];
    const { chatbotId } = await buildWhatsAppBot(server, [
      {
        type: 'condition',
        rules: [{ variable: 'tags', operator: 'contains', value: 'VIP' }],
        join: 'and',
        true_block: vip,
        false_block: others,
      },
    ]);
    await addBlock(server, chatbotId, [{ type: 'text', message: 'Bienvenue, client {{tags}} !' }], vip);
    await addBlock(server, chatbotId, [{ type: 'text', message: 'Bienvenue !' }], others);
    server.runtime.chatbots.forget(chatbotId);
    // Awa was imported with her tags before she ever wrote; Moussa has none.
    const [awa] = (
      await server.db.execute<{ id: string }>(sql`
        INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone, imported_at)
        VALUES (${chatbotId}, 'whatsapp', '221771000001', 'Awa Diop', '+221771000001', now()) RETURNING id`)
    ).rows;
    await server.db.execute(sql`
      INSERT INTO end_user_tags (end_user_id, chatbot_id, tag)
      VALUES (${awa?.id}, ${chatbotId}, 'VIP'), (${awa?.id}, ${chatbotId}, 'Tabaski 2026')`);
    const tagged = whatsAppCustomer(server, fake, chatbotId, '221771000001');
    const plain = whatsAppCustomer(server, fake, chatbotId, '221771000002');
    await tagged.writes('Bonjour');
    await plain.writes('Bonjour');
    expect(await tagged.receives(1)).toEqual(['Bienvenue, client Tabaski 2026, VIP !']);
    expect(await plain.receives(1)).toEqual(['Bienvenue !']);
  });
});
