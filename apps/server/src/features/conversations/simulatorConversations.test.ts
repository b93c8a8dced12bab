import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventually, PHONE_NUMBER_ID, postWhatsAppWebhook } from '../../test/webhookKit';
import { listenOnce, useConversationWorld } from './test/conversationWorld';

const { fake, withConversation, call } = useConversationWorld();

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
      sql`UPDATE messages SET status = 'failed', parts_sent = 0,
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
