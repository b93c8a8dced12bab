import { messages } from '@griot/db/schema/messages';
import {
  buildButtonReplyWebhook,
  buildImageWebhook,
  buildMessageWebhook,
  buildStatusWebhook,
  buildTextWebhook,
} from '@griot/fakes/whatsAppWebhooks';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { useWhatsAppGraphFake } from '../../test/useWhatsAppGraphFake';
import {
  ACCESS_TOKEN,
  buildWhatsAppBot,
  countRows,
  eventually,
  PHONE_NUMBER_ID,
  postWhatsAppWebhook,
} from '../../test/webhookKit';

const testServer = useTestServer();
// The runtime reads its settings at each send: point it at the fake.
const fake = useWhatsAppGraphFake(testServer, { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });

const greeting = [
  { type: 'text' as const, message: 'Bonjour {{first_name}} !' },
  {
    type: 'text_button' as const,
    message: 'Que voulez-vous ?',
    buttons: [{ id: 'menu', title: 'Menu' }],
  },
];
const askName = [
  { type: 'text' as const, message: 'Bienvenue' },
  {
    type: 'answer' as const,
    options: { answer_type: 'text' as const, variable: { id: 'prenom' }, default_reply: '' },
  },
  { type: 'text' as const, message: 'Merci {{prenom}}' },
];
const prenom = [{ id: 'prenom', slug: 'prenom', type: 'text' }];

function textsSentTo(to: string): string[] {
  return fake.sent
    .filter((sent) => (sent.body as { to?: string }).to === to)
    .map((sent) => {
      const body = sent.body as { text?: { body: string }; interactive?: { body: { text: string } } };
      return body.text?.body ?? body.interactive?.body.text ?? '?';
    });
}

describe('WhatsApp webhook: verification handshake', () => {
  it('answers the challenge for the keyword_webhook and refuses a wrong token', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, greeting);
    const chatbot = await server.runtime.chatbots.get(chatbotId);
    const query = (token: string) =>
      `/api/pipeline/whatsapp/${chatbotId}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`;
    const ok = await server.app.inject({ method: 'GET', url: query(chatbot?.keywordWebhook ?? '') });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await server.app.inject({ method: 'GET', url: query('mauvais') })).statusCode).toBe(403);
  });
});

describe('WhatsApp webhook: refusals store and send nothing', () => {
  it('refuses a bad signature, a foreign phone_number_id and malformed JSON', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, greeting);
    const body = buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from: '221770000009', text: 'salut' });
    const badSignature = await postWhatsAppWebhook(server, chatbotId, body, {
      signature: `sha256=${'0'.repeat(64)}`,
    });
    expect(badSignature.statusCode).toBe(401);
    const foreign = await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: '999999999', from: '221770000009', text: 'salut' }),
    );
    expect(foreign.statusCode).toBe(403);
    const malformed = await postWhatsAppWebhook(server, chatbotId, undefined, { raw: '{"object":' });
    expect(malformed.statusCode).toBe(400);
    const unknown = await postWhatsAppWebhook(server, '00000000-0000-4000-8000-000000000000', body);
    expect(unknown.statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countRows(server, 'inbox', chatbotId)).toBe(0);
    expect(await countRows(server, 'end_users', chatbotId)).toBe(0);
    expect(textsSentTo('221770000009')).toEqual([]);
  });
});

describe('WhatsApp webhook: conversations', () => {
  it('answers a first message with the welcome flow, stores both ways and counts the end-user', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, greeting);
    const response = await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({
        phoneNumberId: PHONE_NUMBER_ID,
        from: '221770000001',
        name: 'Awa Diop',
        text: 'Bonjour',
      }),
    );
    expect(response.statusCode).toBe(200);
    await eventually(async () => textsSentTo('221770000001').length === 2);
    expect(textsSentTo('221770000001')).toEqual(['Bonjour Awa !', 'Que voulez-vous ?']);
    expect(fake.sent.at(-1)?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    const rows = await eventually(async () => {
      const stored = await server.db
        .select()
        .from(messages)
        .where(eq(messages.chatbotId, chatbotId))
        .orderBy(asc(messages.seq));
      return stored.every((row) => row.status !== 'queued') && stored.length === 3 ? stored : undefined;
    });
    expect(rows.map((row) => [row.direction, row.status])).toEqual([
      ['in', 'received'],
      ['out', 'sent'],
      ['out', 'sent'],
    ]);
    expect(rows[1]?.externalId).toMatch(/^wamid\./);
    // The interaction count is applied off the reply path, within about a second.
    const counts = await eventually(async () => {
      const [row] = (
        await server.db.execute<{ user_count: number; interaction_count: number }>(
          `SELECT user_count, interaction_count FROM chatbots WHERE id = '${chatbotId}'`,
        )
      ).rows;
      return row?.interaction_count === 1 ? row : undefined;
    });
    expect(counts).toEqual({ user_count: 1, interaction_count: 1 });
  });

  it('answers the same message delivered five times once', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, greeting);
    const body = buildTextWebhook({
      phoneNumberId: PHONE_NUMBER_ID,
      from: '221770000002',
      text: 'Bonjour',
      id: 'wamid.SAME',
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postWhatsAppWebhook(server, chatbotId, body)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await eventually(async () => textsSentTo('221770000002').length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(textsSentTo('221770000002')).toEqual(['Bonjour Awa !', 'Que voulez-vous ?']);
    expect(await countRows(server, 'inbox', chatbotId)).toBe(1);
  });

  it('answers two quick messages of one user in order, the second filling the answer', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, askName, prenom);
    const from = '221770000003';
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'salut' }),
    );
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'Moussa' }),
    );
    await eventually(async () => textsSentTo(from).length === 2);
    expect(textsSentTo(from)).toEqual(['Bienvenue', 'Merci Moussa']);
  });

  it('follows a button tap to its target block', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, greeting);
    const from = '221770000004';
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'Bonjour' }),
    );
    await eventually(async () => textsSentTo(from).length === 2);
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildButtonReplyWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, buttonId: 'menu', title: 'Menu' }),
    );
    const inbound = await eventually(async () => {
      const rows = await server.db.select().from(messages).where(eq(messages.chatbotId, chatbotId));
      return rows.filter((row) => row.direction === 'in').length === 2 ? rows : undefined;
    });
    expect(inbound.find((row) => row.type === 'interactive')?.content).toMatchObject({ text: 'Menu' });
  });

  it('retries a Graph 429 and sends exactly one message', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Une seule fois' }]);
    const from = '221770000005';
    const rejectedBefore = fake.rejected.length;
    fake.failNext(1, { status: 429 });
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'go' }),
    );
    await eventually(async () => textsSentTo(from).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(textsSentTo(from)).toEqual(['Une seule fois']);
    expect(fake.rejected.length).toBe(rejectedBefore + 1);
    const [out] = await server.db
      .select()
      .from(messages)
      .where(eq(messages.chatbotId, chatbotId))
      .orderBy(asc(messages.seq))
      .offset(1);
    expect(out).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('records a permanent Graph error on the message without losing the conversation', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, askName, prenom);
    const from = '221770000006';
    fake.failNext(1, { status: 400, code: 131047 });
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'salut' }),
    );
    const failed = await eventually(async () => {
      const rows = await server.db.select().from(messages).where(eq(messages.chatbotId, chatbotId));
      return rows.find((row) => row.status === 'failed');
    });
    expect(failed.error).toMatchObject({ code: 131047 });
    // The session moved on anyway: the next message fills the answer.
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'Fatou' }),
    );
    await eventually(async () => textsSentTo(from).includes('Merci Fatou'));
  });

  it('updates the stored status from status webhooks, forward only', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Statut' }]);
    const from = '221770000007';
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'go' }),
    );
    const sent = await eventually(async () => {
      const rows = await server.db.select().from(messages).where(eq(messages.chatbotId, chatbotId));
      return rows.find((row) => row.direction === 'out' && row.externalId);
    });
    const wamid = sent.externalId as string;
    const status = (value: 'delivered' | 'read') =>
      postWhatsAppWebhook(
        server,
        chatbotId,
        buildStatusWebhook({ phoneNumberId: PHONE_NUMBER_ID, wamid, status: value, recipient: from }),
      );
    expect((await status('read')).statusCode).toBe(200);
    await status('delivered');
    const [row] = await server.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(row?.status).toBe('read');
  });

  it('answers a username-only contact at its business-scoped id', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Salut toi' }]);
    const body = buildMessageWebhook(
      { phoneNumberId: PHONE_NUMBER_ID, from: 'unused', name: 'Ndeye' },
      'text',
      { body: 'coucou' },
    ) as {
      entry: {
        changes: { value: { contacts: Record<string, unknown>[]; messages: Record<string, unknown>[] } }[];
      }[];
    };
    const value = body.entry[0]?.changes[0]?.value;
    if (!value) throw new Error('unexpected sample shape');
    value.contacts = [{ profile: { name: 'Ndeye' }, user_id: 'SN.BSUID.42' }];
    value.messages = value.messages.map(({ from: _from, ...message }) => ({
      ...message,
      from_user_id: 'SN.BSUID.42',
    }));
    await postWhatsAppWebhook(server, chatbotId, body);
    await eventually(async () => textsSentTo('SN.BSUID.42').length === 1);
  });
});

describe('WhatsApp webhook: media', () => {
  it('keeps a copy of a photo the end-user sent, checked by content, on the stored message', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Merci pour la photo' }]);
    const from = '221770000010';
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildImageWebhook({
        phoneNumberId: PHONE_NUMBER_ID,
        from,
        mediaId: 'media-4242',
        caption: 'Mon pagne',
      }),
    );
    const stored = await eventually(async () => {
      const [row] = await server.db
        .select()
        .from(messages)
        .where(sql`${messages.chatbotId} = ${chatbotId} AND direction = 'in'`);
      const event = row?.content.event as { url?: string } | undefined;
      return event?.url ? row : undefined;
    });
    const event = stored.content.event as { url: string; mimeType: string; caption: string };
    expect(event).toMatchObject({ mimeType: 'image/png', caption: 'Mon pagne' });
    const file = await server.app.inject({ method: 'GET', url: event.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('WhatsApp webhook: a restart between receipt and reply', () => {
  it('loses nothing: the stored inbox row is answered once the workers run again', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Après redémarrage' }]);
    const from = '221770000008';
    await server.runtime.stop();
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'go' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(textsSentTo(from)).toEqual([]);
    expect(await countRows(server, 'inbox', chatbotId)).toBe(1);
    await server.runtime.start();
    await eventually(async () => textsSentTo(from).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(textsSentTo(from)).toEqual(['Après redémarrage']);
  });
});
