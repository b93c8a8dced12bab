import { flowSchema } from '@griot/contract/flows/flowElementSchemas';
import { blocks } from '@griot/db/schema/blocks';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from '../lib/config';
import { useTestServer } from '../test/buildTestServer';
import { useWhatsAppGraphFake } from '../test/useWhatsAppGraphFake';
import {
  ACCESS_TOKEN,
  buildWhatsAppBot,
  eventually,
  PHONE_NUMBER_ID,
  postWhatsAppWebhook,
} from '../test/webhookKit';

// A bound so small that a burst of 40 is refused in part: the refused deliveries come back.
const testServer = useTestServer({
  runtime: { ...loadRuntimeConfig({}), whatsappAppSecret: 'test-app-secret', workers: 1, inboxMaxDepth: 3 },
});
const fake = useWhatsAppGraphFake(testServer, { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });

describe('deliveries refused by the backlog and delivered again', () => {
  it('answers every message exactly once, in each customer’s order', { timeout: 60_000 }, async () => {
    const server = testServer();
    const echo = [{ type: 'text' as const, message: 'Reçu : {{last_input}}' }];
    const { chatbotId } = await buildWhatsAppBot(server, echo);
    // Every later message lands in the default flow: it answers the same way.
    await server.db
      .update(blocks)
      .set({ flow: flowSchema.parse(echo) })
      .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'default')));
    server.runtime.chatbots.forget(chatbotId);
    const customers = Array.from({ length: 10 }, (_, index) => `2217700006${String(index).padStart(2, '0')}`);
    let refused = 0;
    // The workers pause first, so the backlog passes its bound for sure; they resume a second later.
    await server.runtime.stop();
    const resumed = new Promise((resolve) => setTimeout(resolve, 1_000)).then(() => server.runtime.start());
    // Each customer sends 4 messages, one after the other was accepted, as Meta delivers them;
    // a refused delivery is sent again (the same message id) after a short wait.
    await Promise.all(
      customers.map(async (from) => {
        for (let index = 1; index <= 4; index += 1) {
          // A customer types: a message every 150 ms, so the backlog's readings see the burst.
          await new Promise((resolve) => setTimeout(resolve, 150));
          const body = buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: `n°${index}` });
          for (;;) {
            const response = await postWhatsAppWebhook(server, chatbotId, body);
            if (response.statusCode === 200) break;
            expect(response.statusCode).toBe(503);
            expect(response.headers['retry-after']).toBeDefined();
            refused += 1;
            await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
          }
        }
      }),
    );
    await resumed;
    const repliesTo = (to: string) =>
      fake.sent
        .filter((sent) => (sent.body as { to?: string }).to === to)
        .map((sent) => (sent.body as { text?: { body: string } }).text?.body);
    await eventually(async () => customers.every((from) => repliesTo(from).length >= 4), 20_000);
    // A duplicate would arrive just after the last reply.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const from of customers)
      expect(repliesTo(from)).toEqual(['Reçu : n°1', 'Reçu : n°2', 'Reçu : n°3', 'Reçu : n°4']);
    expect(refused).toBeGreaterThan(0);
  });
});
