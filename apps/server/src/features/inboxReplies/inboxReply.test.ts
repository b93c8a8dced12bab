import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount } from '../../test/factories';
import { fileOf, multipart, tinyPng } from '../../test/multipart';
import { eventually } from '../../test/webhookKit';
import { useInboxReplyWorld } from './test/inboxReplyWorld';

const { testServer, fake, whatsAppConversation, agentOf, call, messagesOf } = useInboxReplyWorld();

type SentBody = { to: string; type: string; text?: { body: string }; image?: { link: string } };
const sentTo = (to: string) =>
  fake.sent.map((sent) => sent.body as SentBody).filter((body) => body.to === to);

async function upload(auth: Record<string, string>, file: File) {
  const body = await multipart({ file });
  return testServer().app.inject({
    method: 'POST',
    url: '/api/inbox/upload',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

describe('POST /inbox/conversations/{id}/reply', () => {
  it('sends an agent’s text on WhatsApp: the conversation opens for them, nobody waits, first response kept', async () => {
    const { server, workspaceId, endUserId, from } = await whatsAppConversation('221770000101');
    const agent = await agentOf(workspaceId);
    const reply = await call('POST', `/inbox/conversations/${endUserId}/reply`, agent.auth, {
      text: 'Bonjour, je suis Fatou.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body.message).toMatchObject({ direction: 'out', type: 'text', agent_id: agent.userId });
    expect(body.conversation).toMatchObject({
      id: endUserId,
      status: 'open',
      assignee: { id: agent.userId },
      waiting_since: null,
      unread_count: 0,
      last_message_preview: 'Bonjour, je suis Fatou.',
    });
    await eventually(async () => sentTo(from).some((sent) => sent.text?.body === 'Bonjour, je suis Fatou.'));
    const [episode] = (
      await server.db.execute<{ first_responder_id: string; first_response_at: string | null }>(
        sql`SELECT first_responder_id, first_response_at FROM conversation_episodes WHERE end_user_id = ${endUserId}`,
      )
    ).rows;
    expect(episode?.first_responder_id).toBe(agent.userId);
    expect(episode?.first_response_at).not.toBeNull();
    await eventually(async () => (await messagesOf(endUserId)).at(-1)?.status === 'sent');
  });

  it('sends a file with its text as caption, a longer text after the file, and refuses a file the workspace did not upload', async () => {
    const { endUserId, from, auth } = await whatsAppConversation('221770000102');
    const uploaded = await upload(auth, fileOf(tinyPng(), 'photo.png', 'image/png'));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { path, kind } = uploaded.json();
    expect(kind).toBe('image');
    const reply = await call('POST', `/inbox/conversations/${endUserId}/reply`, auth, {
      text: 'Voici la photo du pagne.',
      attachment: { kind, path },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().conversation.last_message_preview).toBe('Voici la photo du pagne.');
    const captioned = (await messagesOf(endUserId)).filter((message) => message.agent_id !== null);
    expect(captioned.map((message) => message.content.element)).toEqual([
      { type: 'image', link: `/api/public/${path}`, caption: 'Voici la photo du pagne.' },
    ]);
    const image = await eventually(async () => sentTo(from).find((sent) => sent.type === 'image'));
    expect(image.image).toEqual({
      link: `http://griot.test/api/public/${path}`,
      caption: 'Voici la photo du pagne.',
    });

    // Longer than a caption may be: the file, then the text.
    const long = `${'Détails de la commande. '.repeat(60)}Merci !`;
    const second = await call('POST', `/inbox/conversations/${endUserId}/reply`, auth, {
      text: long,
      attachment: { kind, path },
    });
    expect(second.statusCode, second.body).toBe(200);
    const stored = (await messagesOf(endUserId)).filter((message) => message.agent_id !== null).slice(1);
    expect(stored.map((message) => message.type)).toEqual(['image', 'text']);
    await eventually(async () => sentTo(from).some((sent) => sent.text?.body === long));
    const lastTwo = sentTo(from).slice(-2);
    expect(lastTwo.map((sent) => sent.type)).toEqual(['image', 'text']);

    // Another workspace's upload, a link elsewhere, a kind that is not the file's: nothing is stored.
    const other = await buildAccount(testServer());
    const foreign = (await upload(other.auth, fileOf(tinyPng(), 'autre.png', 'image/png'))).json();
    const before = (await messagesOf(endUserId)).length;
    for (const attachment of [
      { kind: 'image', path: foreign.path },
      { kind: 'image', path: 'https://ailleurs.example/x.png' },
      { kind: 'document', path },
    ]) {
      const refused = await call('POST', `/inbox/conversations/${endUserId}/reply`, auth, { attachment });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe("Ce fichier n'est plus disponible : joignez-le à nouveau.");
    }
    expect(await messagesOf(endUserId)).toHaveLength(before);
  });

  it('two agents replying at once: both land, in order, once', async () => {
    const { workspaceId, endUserId, from } = await whatsAppConversation('221770000103');
    const [first, second] = [await agentOf(workspaceId), await agentOf(workspaceId)];
    if (!first || !second) throw new Error('no agents');
    const [a, b] = await Promise.all([
      call('POST', `/inbox/conversations/${endUserId}/reply`, first.auth, { text: 'Réponse de Fatou' }),
      call('POST', `/inbox/conversations/${endUserId}/reply`, second.auth, { text: 'Réponse de Moussa' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const texts = ['Réponse de Fatou', 'Réponse de Moussa'];
    const stored = (await messagesOf(endUserId)).filter((message) => message.agent_id !== null);
    expect(stored).toHaveLength(2);
    const storedOrder = stored.map((message) => message.content.element?.message);
    expect([...storedOrder].sort()).toEqual(texts);
    await eventually(
      async () => sentTo(from).filter((sent) => texts.includes(sent.text?.body ?? '')).length >= 2,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sentOrder = sentTo(from)
      .map((sent) => sent.text?.body)
      .filter((text) => texts.includes(text ?? ''));
    // Sent once each, in the order of their seqs.
    expect(sentOrder).toEqual(storedOrder);
  });

  it('refuses a free reply once WhatsApp’s 24-hour window is closed, and an empty one, storing nothing', async () => {
    const { server, endUserId, auth } = await whatsAppConversation('221770000104');
    const before = await messagesOf(endUserId);
    const empty = await call('POST', `/inbox/conversations/${endUserId}/reply`, auth, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Écrivez un message ou joignez un fichier.');
    await server.db.execute(
      sql`UPDATE conversations SET last_inbound_at = now() - interval '25 hours' WHERE end_user_id = ${endUserId}`,
    );
    const closed = await call('POST', `/inbox/conversations/${endUserId}/reply`, auth, {
      text: 'Toujours là ?',
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toContain('fenêtre de 24 heures');
    expect(await messagesOf(endUserId)).toEqual(before);
    const [conversation] = (
      await server.db.execute<{ status: string }>(
        sql`SELECT status FROM conversations WHERE end_user_id = ${endUserId}`,
      )
    ).rows;
    expect(conversation?.status).toBe('resolved');
  });

  it('answers 404 for another workspace’s conversation or an unknown id, and moves nothing', async () => {
    const { server, endUserId } = await whatsAppConversation('221770000105');
    const stranger = await buildAccount(server);
    const before = await messagesOf(endUserId);
    for (const id of [endUserId, '00000000-0000-4000-8000-000000000000']) {
      const refused = await call('POST', `/inbox/conversations/${id}/reply`, stranger.auth, {
        text: 'Piraté',
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Conversation introuvable');
    }
    const malformed = await call('POST', '/inbox/conversations/pas-un-id/reply', stranger.auth, {
      text: 'x',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await messagesOf(endUserId)).toEqual(before);
    const [conversation] = (
      await server.db.execute<{ status: string; assignee_id: string | null }>(
        sql`SELECT status, assignee_id FROM conversations WHERE end_user_id = ${endUserId}`,
      )
    ).rows;
    expect(conversation).toEqual({ status: 'resolved', assignee_id: null });
  });
});
