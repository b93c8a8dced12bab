import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';
import { buildWhatsAppBot } from '../test/webhookKit';
import { seedDemoAudience } from './seedDemoAudience';
import { seedDemoHistory } from './seedDemoHistory';

const testServer = useTestServer();

describe('seed-demo audience', () => {
  it('gives the shop’s customers variables, two local models and one finished broadcast with its report, once', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bonjour' }]);
    await seedDemoHistory(server.db, chatbotId);
    await seedDemoAudience(server.db, chatbotId);
    const count = async () =>
      (
        await server.db.execute<{
          values: number;
          campaigns: number;
          recipients: number;
          declared: number;
          models: number;
        }>(sql`
          SELECT (SELECT count(*)::int FROM end_user_variables WHERE chatbot_id = ${chatbotId}) AS values,
                 (SELECT count(*)::int FROM broadcasts WHERE chatbot_id = ${chatbotId} AND status = 'finished') AS campaigns,
                 (SELECT count(*)::int FROM broadcast_recipients r JOIN broadcasts b ON b.id = r.broadcast_id
                   WHERE b.chatbot_id = ${chatbotId}) AS recipients,
                 (SELECT jsonb_array_length(variables) FROM chatbots WHERE id = ${chatbotId}) AS declared,
                 (SELECT count(*)::int FROM broadcast_models WHERE chatbot_id = ${chatbotId}) AS models`)
      ).rows[0];
    const first = await count();
    expect(first?.values).toBeGreaterThan(200);
    expect(first?.campaigns).toBe(1);
    expect(first?.recipients).toBeGreaterThan(10);
    expect(first?.declared).toBe(3);
    expect(first?.models).toBe(2);
    await seedDemoAudience(server.db, chatbotId);
    expect(await count()).toEqual(first);
    await seedDemoAudience(server.db, chatbotId);
    const statuses = await server.db.execute<{ status: string }>(sql`
      SELECT DISTINCT r.status FROM broadcast_recipients r JOIN broadcasts b ON b.id = r.broadcast_id
      WHERE b.chatbot_id = ${chatbotId} ORDER BY 1`);
    expect(statuses.rows.map((row) => row.status)).toEqual(
      expect.arrayContaining(['delivered', 'read', 'error']),
    );
    // Each sent or refused recipient's conversation shows the campaign's message, rendered, once;
    // one customer answered it.
    const shown = await server.db.execute<{
      recipients: number;
      messages: number;
      replies: number;
      raw: number;
    }>(sql`
      SELECT (SELECT count(*)::int FROM broadcast_recipients r JOIN broadcasts b ON b.id = r.broadcast_id
                WHERE b.chatbot_id = ${chatbotId} AND r.status <> 'skipped') AS recipients,
             (SELECT count(*)::int FROM messages WHERE chatbot_id = ${chatbotId} AND content ? 'broadcast') AS messages,
             (SELECT count(*)::int FROM messages WHERE chatbot_id = ${chatbotId} AND direction = 'in'
                AND content->>'text' LIKE 'Bonjour, la promo%') AS replies,
             (SELECT count(*)::int FROM messages WHERE chatbot_id = ${chatbotId} AND content ? 'broadcast'
                AND content->'element'->>'message' LIKE '%{{%') AS raw`);
    expect(shown.rows[0]).toEqual({
      recipients: shown.rows[0]?.messages,
      messages: expect.any(Number),
      replies: 1,
      raw: 0,
    });
    expect(shown.rows[0]?.messages).toBeGreaterThan(10);
    const sample = await server.db.execute<{
      element: { header: string; message: string };
      status: string;
    }>(sql`
      SELECT content->'element' AS element, status FROM messages
      WHERE chatbot_id = ${chatbotId} AND content ? 'broadcast' AND status = 'read' LIMIT 1`);
    expect(sample.rows[0]?.element.header).toBe('Promo Tabaski');
    expect(sample.rows[0]?.element.message).toMatch(/^Bonjour \S+, profitez de -20 % sur nos pagnes/);
  });
});
