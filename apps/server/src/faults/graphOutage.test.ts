import { blocks } from '@griot/db/schema/blocks';
import { startWhatsAppFake, type WhatsAppFake } from '@griot/fakes/whatsAppFake';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';
import {
  ACCESS_TOKEN,
  buildWhatsAppBot,
  eventually,
  PHONE_NUMBER_ID,
  postWhatsAppWebhook,
} from '../test/webhookKit';

/**
 * Graph answers 429 then 5xx for 30 s, then recovers: every reply goes out once, in order per
 * end-user (a lane whose send waits for its backoff never lets a later message overtake it).
 */
const testServer = useTestServer();
let fake: WhatsAppFake;
const OUTAGE_MS = 30_000;

beforeAll(async () => {
  fake = await startWhatsAppFake({ appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });
  testServer().config.runtime.graphApiUrl = fake.url;
});
afterAll(async () => {
  await fake.close();
});

describe('Graph down for 30 seconds', () => {
  it('sends every reply once and in order after it recovers', { timeout: 150_000 }, async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [
      { type: 'text', message: 'Bienvenue {{first_name}}' },
    ]);
    await server.db
      .update(blocks)
      .set({ flow: [{ type: 'text', message: 'Reçu : {{last_input}}', preview_url: false }] })
      .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'default')));
    server.runtime.chatbots.forget(chatbotId);

    fake.failFor(OUTAGE_MS / 2, { status: 429 });
    const halfway = setTimeout(() => fake.failFor(OUTAGE_MS / 2, { status: 500 }), OUTAGE_MS / 2);
    const started = Date.now();
    const users = Array.from({ length: 5 }, (_, index) => `2217700099${String(index).padStart(2, '0')}`);
    try {
      for (let round = 0; round < 3; round += 1) {
        for (const from of users) {
          const response = await postWhatsAppWebhook(
            server,
            chatbotId,
            buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, name: 'Awa Diop', text: `m${round}` }),
          );
          expect(response.statusCode).toBe(200);
        }
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
      // Nothing gets through while Graph is down.
      expect(fake.sent).toEqual([]);
      expect(fake.rejected.length).toBeGreaterThan(0);

      await eventually(async () => fake.sent.length >= users.length * 3, 120_000);
    } finally {
      clearTimeout(halfway);
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(OUTAGE_MS);
    for (const from of users) {
      const texts = fake.sent
        .filter((sent) => sent.body.to === from)
        .map((sent) => (sent.body.text as { body: string }).body);
      expect(texts, from).toEqual(['Bienvenue Awa', 'Reçu : m1', 'Reçu : m2']);
    }
    expect(fake.sent).toHaveLength(users.length * 3);
    const codes = new Set(fake.rejected.map((rejected) => rejected.status));
    expect(codes).toEqual(new Set([429, 500]));
  });
});
