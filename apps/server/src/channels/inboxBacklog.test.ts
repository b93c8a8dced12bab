import { messages } from '@griot/contract/messages';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from '../lib/config';
import { useTestServer } from '../test/buildTestServer';
import { buildWhatsAppBot, countRows, PHONE_NUMBER_ID, postWhatsAppWebhook } from '../test/webhookKit';

// No worker runs here: the inbox only grows, so the bound is reached on purpose.
const testServer = useTestServer({
  runtime: {
    ...loadRuntimeConfig({}),
    whatsappAppSecret: 'test-app-secret',
    enabled: false,
    inboxMaxDepth: 12,
    inboxMaxAgeSeconds: 30,
  },
});

const text = (from: string) => buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'Bonjour' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts one delivery every 100 ms until one is refused; returns it and how many were taken. */
async function postUntilRefused(server: ReturnType<typeof testServer>, chatbotId: string, from: string) {
  for (let index = 0; index < 30; index += 1) {
    const response = await postWhatsAppWebhook(server, chatbotId, text(`${from}${index}`));
    if (response.statusCode !== 200) return { response, taken: index };
    await pause(100);
  }
  throw new Error('never refused');
}

describe('webhooks shed by the inbox backlog', () => {
  it('accepts a burst up to the bound in full, then refuses with Retry-After and stores nothing', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue' }]);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        postWhatsAppWebhook(server, chatbotId, text(`2217700001${index}`)),
      ),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(Array(12).fill(200));

    const { response, taken } = await postUntilRefused(server, chatbotId, '22177000020');
    // The backlog is read every 250 ms: a delivery or two may pass before the reading shows 13.
    expect(taken).toBeLessThanOrEqual(4);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ success: false, message: messages.common.overloaded });
    expect(await countRows(server, 'inbox', chatbotId)).toBe(12 + taken);

    // The workers caught up: deliveries are taken again.
    await server.db.execute(sql`UPDATE inbox SET status = 'done' WHERE chatbot_id = ${chatbotId}`);
    await pause(1100);
    expect((await postWhatsAppWebhook(server, chatbotId, text('221770000300'))).statusCode).toBe(200);
  });

  it('refuses when the oldest due message has waited past the bound', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue' }]);
    await server.db.execute(sql`UPDATE inbox SET status = 'done' WHERE status = 'pending'`);
    await pause(1100);
    expect((await postWhatsAppWebhook(server, chatbotId, text('221770000400'))).statusCode).toBe(200);
    await server.db.execute(
      sql`UPDATE inbox SET available_at = now() - interval '31 seconds' WHERE chatbot_id = ${chatbotId}`,
    );
    const { response, taken } = await postUntilRefused(server, chatbotId, '22177000050');
    expect(taken).toBeLessThanOrEqual(4);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
  });
});
