import { conversations } from '@griot/db/schema/conversations';
import { messages } from '@griot/db/schema/messages';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount } from '../../test/factories';
import { eventually, PHONE_NUMBER_ID, postWhatsAppWebhook } from '../../test/webhookKit';
import { useConversationWorld } from './test/conversationWorld';

const { fake, withConversation, call } = useConversationWorld();

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
        status: 'resolved',
        assignee_id: null,
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
    expect(reply.json().conversation.status).toBe('open');
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
    expect(back.json().conversation.status).toBe('resolved');
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
    expect(taken.json().conversation.status).toBe('open');
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
    expect(conversation?.status).toBe('resolved');
  });

  it('answers 404 for another account’s chatbot or an unknown conversation, and moves nothing', async () => {
    const { server, auth, chatbotId, from } = await withConversation('221771110004');
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
    // The owner, in the same chatbot: an unknown end-user's conversation.
    const missing = await call('GET', `/strong/chat/${chatbotId}/conversations/221700000000`, auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Conversation introuvable');
  });
});
