import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

/** Delays and request elements continue through the inbox: durable, in order, off the request path. */
const testServer = useTestServer();
let fake: WhatsAppFake;
let hook: http.Server;
let hookUrl = '';
const hookCalls: unknown[] = [];

beforeAll(async () => {
  fake = await startWhatsAppFake({ appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });
  testServer().config.runtime.graphApiUrl = fake.url;
  hook = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      hookCalls.push(JSON.parse(body));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ statut: 'livrée', ignored: 'x' }));
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
});

/** Stores a welcome flow as is: saves refuse a private request URL, which is what these tests need. */
async function storeWelcomeAsIs(chatbotId: string, flow: unknown[]): Promise<void> {
  const server = testServer();
  await server.db
    .update(blocks)
    .set({ flow })
    .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'welcome')));
  server.runtime.chatbots.forget(chatbotId);
}

const textsTo = (to: string) =>
  fake.sent
    .filter((sent) => (sent.body as { to?: string }).to === to)
    .map((sent) => ({ text: (sent.body as { text?: { body: string } }).text?.body, at: sent.receivedAt }));

describe('continuations', () => {
  it('a delay continues later from the inbox, without holding the webhook', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [
      { type: 'text', message: 'Un instant…' },
      { type: 'delay', timmer: '1' },
      { type: 'text', message: 'Voilà !' },
    ]);
    const from = '221772220001';
    const started = Date.now();
    const answer = await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'go' }),
    );
    expect(answer.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(900);
    await eventually(async () => textsTo(from).length === 2);
    const [first, second] = textsTo(from);
    expect([first?.text, second?.text]).toEqual(['Un instant…', 'Voilà !']);
    expect(new Date(second?.at ?? 0).getTime() - new Date(first?.at ?? 0).getTime()).toBeGreaterThanOrEqual(
      900,
    );
  });

  it('a delay of 1.0005 s (a fraction of a millisecond) continues too', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [
      { type: 'text', message: 'Un instant…' },
      { type: 'delay', timmer: '1.0005' },
      { type: 'text', message: 'Voilà !' },
    ]);
    const from = '221772220004';
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'go' }),
    );
    await eventually(async () => textsTo(from).length === 2);
    expect(textsTo(from).map((sent) => sent.text)).toEqual(['Un instant…', 'Voilà !']);
  });

  it('a request posts the listed variables to an allowlisted address and its JSON answer sets a declared variable', async () => {
    const server = testServer();
    server.config.runtime.requestAllowlist = ['127.0.0.1'];
    const { chatbotId } = await buildWhatsAppBot(
      server,
      [],
      [{ id: 'statut', slug: 'statut', type: 'text' }],
    );
    await storeWelcomeAsIs(chatbotId, [
      { type: 'request', method: 'POST', url: hookUrl, datas: ['last_input'] },
      { type: 'text', preview_url: false, message: 'Commande {{statut}}' },
    ]);
    const from = '221772220002';
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'CMD-42' }),
    );
    await eventually(async () => textsTo(from).length === 1);
    expect(textsTo(from)[0]?.text).toBe('Commande livrée');
    expect(hookCalls.at(-1)).toEqual({ last_input: 'CMD-42' });
  });

  it('a request to a private address that is not allowlisted is refused, and the flow goes on', async () => {
    const server = testServer();
    server.config.runtime.requestAllowlist = [];
    const callsBefore = hookCalls.length;
    const { chatbotId } = await buildWhatsAppBot(
      server,
      [],
      [{ id: 'statut', slug: 'statut', type: 'text' }],
    );
    await storeWelcomeAsIs(chatbotId, [
      { type: 'request', method: 'POST', url: hookUrl, datas: [] },
      { type: 'text', preview_url: false, message: 'Suite{{statut}}' },
    ]);
    const from = '221772220003';
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'go' }),
    );
    await eventually(async () => textsTo(from).length === 1);
    expect(textsTo(from)[0]?.text).toBe('Suite');
    expect(hookCalls.length).toBe(callsBefore);
  });
});
