import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from '../../../lib/config';
import { useTestServer } from '../../../test/buildTestServer';
import { buildWhatsAppBot } from '../../../test/webhookKit';

const testServer = useTestServer({
  runtime: { ...loadRuntimeConfig({}), whatsappAppSecret: 'test-app-secret', enabled: false },
});

describe('an erased end-user’s GRIOT IA questions', () => {
  it('lose who asked and what they wrote; the call stays for the cost report', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue' }]);
    const users = await server.db.execute<{ id: string }>(sql`
      INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone)
      VALUES (${chatbotId}, 'whatsapp', '221770000001', 'Awa', '221770000001'),
             (${chatbotId}, 'whatsapp', '221770000002', 'Moussa', '221770000002')
      RETURNING id`);
    const [erased, kept] = users.rows.map((row) => row.id);
    await server.db.execute(sql`
      INSERT INTO assistant_calls (chatbot_id, source, model, outcome, question, end_user_id, cost_estimate)
      VALUES (${chatbotId}, 'runtime', 'griot-local', 'unknown', 'Où est ma commande 4512 ?', ${erased}, 0.002),
             (${chatbotId}, 'runtime', 'griot-local', 'answered', 'Vous livrez à Thiès ?', ${kept}, 0.001)`);

    await server.db.execute(sql`DELETE FROM end_users WHERE id = ${erased}`);

    const calls = await server.db.execute<{
      question: string | null;
      end_user_id: string | null;
      cost: number;
    }>(sql`
      SELECT question, end_user_id, cost_estimate AS cost FROM assistant_calls
      WHERE chatbot_id = ${chatbotId} ORDER BY cost_estimate DESC`);
    expect(calls.rows).toEqual([
      { question: null, end_user_id: null, cost: 0.002 },
      { question: 'Vous livrez à Thiès ?', end_user_id: kept, cost: 0.001 },
    ]);
  });
});
