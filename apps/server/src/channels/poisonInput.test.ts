import { inbox } from '@griot/db/schema/inbox';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { InboxBatcher } from '../runtime/inboxBatcher';
import type { InboxItem } from '../runtime/inboxEvent';
import { useTestServer } from '../test/buildTestServer';
import { buildAccount, buildChatbot } from '../test/factories';
import { useWhatsAppGraphFake } from '../test/useWhatsAppGraphFake';
import {
  ACCESS_TOKEN,
  buildWhatsAppBot,
  countRows,
  eventually,
  PHONE_NUMBER_ID,
  postWhatsAppWebhook,
} from '../test/webhookKit';

/**
 * Hostile text at the edges: PostgreSQL stores neither NUL nor lone surrogates, and one bad row
 * used to fail a whole batch of other customers' messages.
 */
const testServer = useTestServer();
const fake = useWhatsAppGraphFake(testServer, { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });

const greeting = [{ type: 'text' as const, message: 'Bienvenue chez Téranga' }];
const unstorable = 'La requête contient un caractère non autorisé (caractère nul ou encodage invalide).';

describe('API calls with text PostgreSQL cannot store', () => {
  it('refuses a NUL in a JSON body, a path or a query with a French 400, changing nothing', async () => {
    const server = testServer();
    const { auth, workspaceId } = await buildAccount(server);
    const chatbotId = await buildChatbot(server, workspaceId);
    const before = await server.db.execute(
      sql`SELECT bot_name, description FROM chatbots WHERE id = ${chatbotId}`,
    );
    const calls = [
      { method: 'POST' as const, url: '/api/verify/user', payload: { email: 'a\u0000@b.sn', password: 'x' } },
      {
        method: 'PUT' as const,
        url: `/api/update/ease/chatbot/${chatbotId}`,
        payload: { bot_name: 'Nom\u0000', description: 'ok', status: 'active', app_id: '', avatar: '' },
      },
      {
        method: 'PUT' as const,
        url: `/api/update/ease/chatbot/${chatbotId}`,
        payload: { bot_name: 'Nom \ud83d', description: 'ok', status: 'active', app_id: '', avatar: '' },
      },
      { method: 'GET' as const, url: `/api/get/strong/chatbot/${chatbotId}%00` },
      { method: 'GET' as const, url: '/api/get/stats?idbotget=%00' },
    ];
    for (const call of calls) {
      const response = await server.app.inject({ ...call, headers: auth });
      expect(response.statusCode, call.url).toBe(400);
      expect(response.json()).toEqual({ success: false, error: unstorable, message: unstorable });
    }
    const after = await server.db.execute(
      sql`SELECT bot_name, description FROM chatbots WHERE id = ${chatbotId}`,
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('answers a malformed path with a French 400', async () => {
    const response = await testServer().app.inject({ method: 'GET', url: '/api/get/strong/chatbot/%zz' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("L'adresse demandée est mal formée.");
  });

  it('answers a malformed multipart body with a French 400 on every method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await testServer().app.inject({
        method,
        url: '/api/verify/user',
        headers: { 'content-type': 'multipart/form-data; boundary=zz' },
        payload: '{',
      });
      expect(response.statusCode, method).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Le corps du formulaire (multipart) est mal formé.',
      });
    }
  });

  it('refuses a public web-chat message holding a NUL, storing nothing', async () => {
    const server = testServer();
    const { workspaceId } = await buildAccount(server);
    const chatbotId = await buildChatbot(server, workspaceId, { type: 'web', status: 'active' });
    const session = (
      await server.app.inject({ method: 'POST', url: `/api/webchat/${chatbotId}/session`, payload: {} })
    ).json().session;
    await eventually(async () => (await countRows(server, 'inbox', chatbotId)) === 1);
    const sent = await server.app.inject({
      method: 'POST',
      url: `/api/webchat/${chatbotId}/messages`,
      payload: { ...session, event: { type: 'text', text: 'Bonjour\u0000' } },
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().message).toBe(unstorable);
    expect(await countRows(server, 'inbox', chatbotId)).toBe(1);
  });

  it('refuses media links from a web-chat visitor: only platforms bring media', async () => {
    const server = testServer();
    const { workspaceId } = await buildAccount(server);
    const chatbotId = await buildChatbot(server, workspaceId, { type: 'web', status: 'active' });
    const session = (
      await server.app.inject({ method: 'POST', url: `/api/webchat/${chatbotId}/session`, payload: {} })
    ).json().session;
    for (const url of ['https://tracker.example/p.gif', 'javascript:alert(1)', 'http://169.254.169.254/']) {
      const sent = await server.app.inject({
        method: 'POST',
        url: `/api/webchat/${chatbotId}/messages`,
        payload: { ...session, event: { type: 'media', mediaType: 'image', url } },
      });
      expect(sent.statusCode).toBe(400);
    }
    expect(await countRows(server, 'messages', chatbotId)).toBeLessThanOrEqual(1);
  });
});

describe('WhatsApp deliveries with hostile text', () => {
  it('accepts a signed text holding a NUL: stored with U+FFFD, answered, never a 500', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, greeting);
    const body = buildTextWebhook({
      phoneNumberId: PHONE_NUMBER_ID,
      from: '221770001001',
      text: 'Salut\u0000 ça va',
    });
    const response = await postWhatsAppWebhook(server, chatbotId, body);
    expect(response.statusCode).toBe(200);
    await eventually(async () =>
      fake.sent.some((sent) => (sent.body as { to?: string }).to === '221770001001'),
    );
    const stored = await server.db.execute<{ text: string }>(
      sql`SELECT content->>'text' AS text FROM messages WHERE chatbot_id = ${chatbotId} AND direction = 'in'`,
    );
    expect(stored.rows[0]?.text).toBe('Salut\ufffd ça va');
  });

  it('answers 30 simultaneous deliveries with a NUL among them: every one stored and answered', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, greeting);
    const senders = Array.from({ length: 30 }, (_, index) => `2217700020${String(index).padStart(2, '0')}`);
    const responses = await Promise.all(
      senders.map((from, index) =>
        postWhatsAppWebhook(
          server,
          chatbotId,
          buildTextWebhook({
            phoneNumberId: PHONE_NUMBER_ID,
            from,
            text: index === 7 ? 'x\u0000y' : 'Bonjour',
          }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(senders.map(() => 200));
    await eventually(async () => (await countRows(server, 'inbox', chatbotId)) === 30);
    await eventually(async () =>
      senders.every((from) => fake.sent.some((sent) => (sent.body as { to?: string }).to === from)),
    );
  });

  it('stores a text over the platform limit as refused and never runs it', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, greeting);
    const body = buildTextWebhook({
      phoneNumberId: PHONE_NUMBER_ID,
      from: '221770003001',
      text: 'a'.repeat(1_000_000),
    });
    const response = await postWhatsAppWebhook(server, chatbotId, body);
    expect(response.statusCode).toBe(200);
    const [row] = await server.db.select().from(inbox).where(eq(inbox.chatbotId, chatbotId));
    expect(row).toMatchObject({ status: 'failed' });
    expect(row?.error).toMatch(/^refused: text of 1000000 characters, over the whatsapp limit of 4096/);
    expect(JSON.stringify(row?.event).length).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countRows(server, 'messages', chatbotId)).toBe(0);
  });
});

describe('the inbox batch', () => {
  it('stores a row PostgreSQL refuses as refused, and the other webhooks of its batch normally', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, greeting);
    const warnings: string[] = [];
    const batcher = new InboxBatcher(server.db, (_details, message) => warnings.push(message));
    const item = (sender: string, text: string): InboxItem => ({
      chatbotId,
      channel: 'whatsapp',
      sender,
      externalId: `wamid.poison.${sender}`,
      event: { kind: 'user', event: { type: 'text', text } },
    });
    // Straight to the batcher, past the webhooks' cleaning: the batch must hold on its own.
    const results = await Promise.all([
      batcher.add([item('221770004001', 'Bonjour')]),
      batcher.add([item('221770004002', 'poison\u0000'), item('221770004003', 'Bonsoir')]),
      batcher.add([item('221770004004', 'Salam')]),
    ]);
    expect(results).toEqual([1, 2, 1]);
    const rows = await server.db
      .select({ sender: inbox.sender, status: inbox.status, error: inbox.error })
      .from(inbox)
      .where(and(eq(inbox.chatbotId, chatbotId)));
    const bySender = Object.fromEntries(rows.map((row) => [row.sender, row]));
    expect(bySender['221770004001']?.status).not.toBe('failed');
    expect(bySender['221770004003']?.status).not.toBe('failed');
    expect(bySender['221770004004']?.status).not.toBe('failed');
    expect(bySender['221770004002']).toMatchObject({ status: 'failed' });
    expect(bySender['221770004002']?.error).toMatch(/^refused: refused by PostgreSQL \(22P05\)/);
    expect(warnings).toContain('inbound message refused');
  });
});
