import { blocks } from '@griot/db/schema/blocks';
import { conversations } from '@griot/db/schema/conversations';
import { messages } from '@griot/db/schema/messages';
import { startWhatsAppFake, type WhatsAppFake } from '@griot/fakes/whatsAppFake';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, loginAs } from '../../test/factories';
import {
  ACCESS_TOKEN,
  buildWhatsAppBot,
  eventually,
  PHONE_NUMBER_ID,
  postWhatsAppWebhook,
} from '../../test/webhookKit';

/** The shared test server listens once for the tests that need a real socket (streams). */
async function listenOnce(app: FastifyInstance): Promise<string> {
  const [bound] = app.addresses();
  if (bound && typeof bound !== 'string') return `http://127.0.0.1:${bound.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const testServer = useTestServer();
let fake: WhatsAppFake;

beforeAll(async () => {
  fake = await startWhatsAppFake({ appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });
  testServer().config.runtime.graphApiUrl = fake.url;
});
afterAll(async () => {
  await fake.close();
});

const welcome = [{ type: 'text' as const, message: 'Bienvenue chez nous' }];

/** A WhatsApp chatbot with one conversation (the end-user wrote once and got the welcome). */
async function withConversation(from = '221771110000') {
  const server = testServer();
  const bot = await buildWhatsAppBot(server, welcome);
  // Input nothing waits for goes to the default block: give it something to say.
  await server.db
    .update(blocks)
    .set({ flow: [{ type: 'text', message: 'Je n’ai pas compris', preview_url: false }] })
    .where(and(eq(blocks.chatbotId, bot.chatbotId), eq(blocks.category, 'default')));
  server.runtime.chatbots.forget(bot.chatbotId);
  const [owner] = (
    await server.db.execute<{ email: string }>(sql`SELECT email FROM users WHERE id = ${bot.ownerId}`)
  ).rows;
  const auth = { authorization: `Bearer ${await loginAs(server.app, owner?.email ?? '')}` };
  await postWhatsAppWebhook(
    server,
    bot.chatbotId,
    buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, name: 'Awa Diop', text: 'Bonjour' }),
  );
  await eventually(async () => fake.sent.some((sent) => (sent.body as { to: string }).to === from));
  return { server, auth, chatbotId: bot.chatbotId, from };
}

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  testServer().app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });

describe('conversation screen calls', () => {
  it('lists the conversation with its preview, then reads the transcript oldest first', async () => {
    const { auth, chatbotId, from } = await withConversation();
    const list = await call('GET', `/strong/chat/${chatbotId}/conversations`, auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().conversations).toEqual([
      expect.objectContaining({
        usertel: from,
        name: 'Awa Diop',
        channel: 'whatsapp',
        unread_count: 1,
        bot_paused_until: null,
      }),
    ]);
    const searched = await call('GET', `/strong/chat/${chatbotId}/conversations?search=personne`, auth);
    expect(searched.json().conversations).toEqual([]);
    const transcript = await call('GET', `/strong/chat/${chatbotId}/conversations/${from}`, auth);
    expect(transcript.statusCode).toBe(200);
    const body = transcript.json();
    expect(body.messages.map((message: { direction: string }) => message.direction)).toEqual(['in', 'out']);
    expect(body.messages[0].content).toMatchObject({
      text: 'Bonjour',
      event: { type: 'text', text: 'Bonjour' },
    });
    expect(body.messages[1].content).toMatchObject({
      element: { type: 'text', message: 'Bienvenue chez nous' },
    });
    expect(body.conversation.reply_window_ends_at).not.toBeNull();
    // The home's last discussions link with the phone number (+221…) rather than the wa_id.
    const byPhone = await call(
      'GET',
      `/strong/chat/${chatbotId}/conversations/${encodeURIComponent(`+${from}`)}`,
      auth,
    );
    expect(byPhone.json().conversation.usertel).toBe(from);
    const read = await call('POST', `/strong/chat/${chatbotId}/conversations/${from}/read`, auth);
    expect(read.json().conversation.unread_count).toBe(0);
  });

  it('an agent reply is sent, pauses the bot, and the bot stays silent until handed back', async () => {
    const { server, auth, chatbotId, from } = await withConversation('221771110001');
    const reply = await call('POST', `/strong/chat/${chatbotId}/conversations/${from}/reply`, auth, {
      text: 'Je suis Fatou, je vous aide.',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toMatchObject({ direction: 'out', agent_id: expect.any(String) });
    expect(reply.json().conversation.bot_paused_until).not.toBeNull();
    await eventually(async () =>
      fake.sent.some(
        (sent) => (sent.body as { text?: { body: string } }).text?.body === 'Je suis Fatou, je vous aide.',
      ),
    );
    const botRepliesBefore = fake.sent.filter((sent) => (sent.body as { to: string }).to === from).length;
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'Merci !' }),
    );
    const inbound = await eventually(async () => {
      const rows = await server.db
        .select()
        .from(messages)
        .where(sql`${messages.chatbotId} = ${chatbotId} AND direction = 'in'`);
      return rows.length === 2 ? rows : undefined;
    });
    expect(inbound).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fake.sent.filter((sent) => (sent.body as { to: string }).to === from).length).toBe(
      botRepliesBefore,
    );

    const back = await call('POST', `/strong/chat/${chatbotId}/conversations/${from}/handback`, auth);
    expect(back.json().conversation.bot_paused_until).toBeNull();
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'Encore' }),
    );
    await eventually(
      async () =>
        fake.sent.filter((sent) => (sent.body as { to: string }).to === from).length > botRepliesBefore,
    );
  });

  it('takes over without writing, and refuses an empty reply in French, changing nothing', async () => {
    const { server, auth, chatbotId, from } = await withConversation('221771110002');
    const taken = await call('POST', `/strong/chat/${chatbotId}/conversations/${from}/takeover`, auth);
    expect(taken.json().conversation.bot_paused_until).not.toBeNull();
    const before = (await server.db.select().from(messages).where(eq(messages.chatbotId, chatbotId))).length;
    const empty = await call('POST', `/strong/chat/${chatbotId}/conversations/${from}/reply`, auth, {
      text: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Le message ne peut pas être vide');
    expect((await server.db.select().from(messages).where(eq(messages.chatbotId, chatbotId))).length).toBe(
      before,
    );
  });

  it('refuses a free reply outside the 24-hour window with the reason', async () => {
    const { server, auth, chatbotId, from } = await withConversation('221771110003');
    await server.db.execute(sql`
      UPDATE conversations SET last_inbound_at = now() - interval '25 hours'
      WHERE chatbot_id = ${chatbotId}`);
    const reply = await call('POST', `/strong/chat/${chatbotId}/conversations/${from}/reply`, auth, {
      text: 'Bonjour ?',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().message).toMatch(/fenêtre de 24 heures/);
    const [conversation] = await server.db
      .select()
      .from(conversations)
      .where(eq(conversations.chatbotId, chatbotId));
    expect(conversation?.botPausedUntil).toBeNull();
  });

  it('answers 404 for another account’s chatbot or an unknown conversation, and moves nothing', async () => {
    const { server, chatbotId, from } = await withConversation('221771110004');
    const stranger = await buildAccount(server);
    const urls: ['GET' | 'POST', string, object?][] = [
      ['GET', `/strong/chat/${chatbotId}/conversations`],
      ['GET', `/strong/chat/${chatbotId}/conversations/${from}`],
      ['POST', `/strong/chat/${chatbotId}/conversations/${from}/read`],
      ['POST', `/strong/chat/${chatbotId}/conversations/${from}/reply`, { text: 'intrus' }],
      ['POST', `/strong/chat/${chatbotId}/conversations/${from}/takeover`],
      ['POST', `/strong/chat/${chatbotId}/conversations/${from}/handback`],
      ['POST', `/strong/chat/${chatbotId}/simulator`],
    ];
    const snapshot = async () =>
      JSON.stringify([
        await server.db.select().from(messages).where(eq(messages.chatbotId, chatbotId)),
        await server.db.select().from(conversations).where(eq(conversations.chatbotId, chatbotId)),
      ]);
    const before = await snapshot();
    for (const [method, url, payload] of urls) {
      const response = await call(method, url, stranger.auth, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('Chatbot introuvable');
    }
    expect(await snapshot()).toBe(before);
    const owner = await server.db.execute<{ email: string }>(
      sql`SELECT u.email FROM users u JOIN chatbots c ON c.owner_id = u.id WHERE c.id = ${chatbotId}`,
    );
    const auth = { authorization: `Bearer ${await loginAs(server.app, owner.rows[0]?.email ?? '')}` };
    const missing = await call('GET', `/strong/chat/${chatbotId}/conversations/221700000000`, auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Conversation introuvable');
  });
});

describe('simulator and web chat', () => {
  it('starts a test conversation that greets at once, then answers what the tester types', async () => {
    const { auth, chatbotId } = await withConversation('221771110005');
    const started = await call('POST', `/strong/chat/${chatbotId}/simulator`, auth);
    expect(started.statusCode).toBe(200);
    const { visitor_id, token } = started.json().session;
    expect(visitor_id).toMatch(/^test-/);
    const history = async () =>
      (await call('GET', `/webchat/${chatbotId}/messages?visitor_id=${visitor_id}&token=${token}`, {})).json()
        .messages as {
        direction: string;
        status: string;
      }[];
    await eventually(async () => (await history()).length === 1);
    expect((await history())[0]).toMatchObject({ direction: 'out', status: 'sent' });
    const sent = await call(
      'POST',
      `/webchat/${chatbotId}/messages`,
      {},
      { visitor_id, token, event: { type: 'text', text: 'Bonjour' } },
    );
    expect(sent.statusCode).toBe(202);
    await eventually(async () => (await history()).length === 3);
    const forged = await call(
      'GET',
      `/webchat/${chatbotId}/messages?visitor_id=${visitor_id}&token=faux`,
      {},
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Session de discussion invalide : rechargez la page.');
    // A WhatsApp chatbot has no public web chat.
    const widget = await call('POST', `/webchat/${chatbotId}/session`, {}, {});
    expect(widget.statusCode).toBe(403);
  });

  it('explains a failed send in French and sends it again on request, once', async () => {
    const { server, auth, chatbotId, from } = await withConversation('221771110016');
    const [out] = (
      await server.db.execute<{ id: string }>(
        sql`SELECT m.id FROM messages m JOIN end_users e ON e.id = m.end_user_id
            WHERE e.external_id = ${from} AND m.direction = 'out' ORDER BY m.seq LIMIT 1`,
      )
    ).rows;
    const id = out?.id ?? '';
    await server.db.execute(
      // As a send refused by Graph leaves it: failed, its part not delivered.
      sql`UPDATE messages SET status = 'failed', content = jsonb_set(content, '{parts_sent}', '0'),
            error = ${JSON.stringify({ code: 131047, title: 'Re-engagement message', message: 'x', details: '' })}::jsonb
          WHERE id = ${id}`,
    );
    const transcript = (await call('GET', `/strong/chat/${chatbotId}/conversations/${from}`, auth)).json();
    const failed = transcript.messages.find((message: { id: string }) => message.id === id);
    expect(failed.error).toBe(
      'Plus de 24 heures depuis le dernier message du client : seul un modèle approuvé peut lui écrire. (code 131047)',
    );
    const sentBefore = fake.sent.filter((sent) => (sent.body as { to: string }).to === from).length;
    const retried = await call(
      'POST',
      `/strong/chat/${chatbotId}/conversations/${from}/messages/${id}/retry`,
      auth,
    );
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message).toMatchObject({ id, status: 'queued', error: null });
    await eventually(async () => {
      const [row] = (
        await server.db.execute<{ status: string }>(sql`SELECT status FROM messages WHERE id = ${id}`)
      ).rows;
      return row?.status === 'sent';
    });
    expect(fake.sent.filter((sent) => (sent.body as { to: string }).to === from).length).toBe(sentBefore + 1);
    const again = await call(
      'POST',
      `/strong/chat/${chatbotId}/conversations/${from}/messages/${id}/retry`,
      auth,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Ce message n'est pas en échec : il n'y a rien à renvoyer.");
    const unknown = await call(
      'POST',
      `/strong/chat/${chatbotId}/conversations/${from}/messages/00000000-0000-4000-8000-000000000000/retry`,
      auth,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps test conversations out of the figures and the customers’ list, greeting the tester by name', async () => {
    const { server, auth, chatbotId } = await withConversation('221771110015');
    const stats = async () => (await call('GET', `/get/stats?idbotget=${chatbotId}`, auth)).json().stats;
    const before = await stats();
    const started = await call('POST', `/strong/chat/${chatbotId}/simulator`, auth);
    const { visitor_id, token } = started.json().session;
    await call(
      'POST',
      `/webchat/${chatbotId}/messages`,
      {},
      { visitor_id, token, event: { type: 'text', text: 'Salut' } },
    );
    await eventually(async () => {
      const rows = await server.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM messages m JOIN end_users e ON e.id = m.end_user_id WHERE e.external_id = ${visitor_id}`,
      );
      return (rows.rows[0]?.n ?? 0) >= 3;
    });
    const [tester] = (
      await server.db.execute<{ full_name: string; is_test: boolean }>(
        sql`SELECT full_name, is_test FROM end_users WHERE external_id = ${visitor_id}`,
      )
    ).rows;
    expect(tester?.is_test).toBe(true);
    expect(tester?.full_name).toMatch(/\(test\)$/);
    expect(tester?.full_name).not.toBe('Conversation de test');

    const after = await stats();
    expect(after.userCount).toBe(before.userCount);
    expect(after.discussionCount).toBe(before.discussionCount);
    expect(JSON.stringify(after.fourLastDiscussions)).not.toContain(visitor_id);
    expect(after.monthlyMessages).toEqual(before.monthlyMessages);

    const customers = (await call('GET', `/strong/chat/${chatbotId}/conversations`, auth)).json()
      .conversations;
    expect(customers.map((row: { usertel: string }) => row.usertel)).not.toContain(visitor_id);
    expect(customers.every((row: { is_test: boolean }) => !row.is_test)).toBe(true);
    const tests = (await call('GET', `/strong/chat/${chatbotId}/conversations?tests=true`, auth)).json()
      .conversations;
    expect(tests).toEqual([expect.objectContaining({ usertel: visitor_id, is_test: true })]);
  });

  it('keeps a web-chat stream open: an answer given later still arrives on it', async () => {
    const { server, auth, chatbotId } = await withConversation('221771110026');
    const started = await call('POST', `/strong/chat/${chatbotId}/simulator`, auth);
    const { visitor_id, token } = started.json().session;
    const address = await listenOnce(server.app);
    const controller = new AbortController();
    const query = new URLSearchParams({ visitor_id, token });
    const response = await fetch(`${address}/api/webchat/${chatbotId}/events?${query}`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain(': connecté');
    // Long enough for a stream closed with its request's (empty) body to have ended already.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await call(
      'POST',
      `/webchat/${chatbotId}/messages`,
      {},
      { visitor_id, token, event: { type: 'text', text: 'Encore là ?' } },
    );
    let received = '';
    await eventually(async () => {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      received += new TextDecoder().decode(value);
      return received.includes('Encore là ?');
    });
    controller.abort();
    expect(received).toMatch(/event: message\ndata: \{"id":/);
  });

  it('streams the messages of a conversation to the agent as server-sent events', async () => {
    const { server, auth, chatbotId, from } = await withConversation('221771110006');
    const address = await listenOnce(server.app);
    const controller = new AbortController();
    const response = await fetch(`${address}/api/strong/chat/${chatbotId}/events`, {
      headers: auth,
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = '';
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'En direct' }),
    );
    await eventually(async () => {
      const { value } = await reader.read();
      received += new TextDecoder().decode(value);
      return received.includes('event: conversation') && received.includes('En direct');
    });
    controller.abort();
    expect(received).toMatch(/event: message\ndata: \{"usertel":"221771110006"/);
  });
});
