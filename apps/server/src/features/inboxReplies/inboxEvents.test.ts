import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_SESSION } from '../../runtime/sessionStreams';
import { buildTestServer, type TestServer } from '../../test/buildTestServer';
import { loginAs } from '../../test/factories';
import { PHONE_NUMBER_ID, postWhatsAppWebhook } from '../../test/webhookKit';
import { useInboxReplyWorld } from './test/inboxReplyWorld';

const { testServer, fake, whatsAppConversation, agentOf, call } = useInboxReplyWorld();

type Change = { id: string; chatbot_id: string; status: string; assignee_id: string | null };

/** The test server listening on a real socket (streams are read with fetch). */
async function address(server: TestServer): Promise<string> {
  const [bound] = server.app.addresses();
  if (bound && typeof bound !== 'string') return `http://127.0.0.1:${bound.port}`;
  return server.app.listen({ port: 0, host: '127.0.0.1' });
}

/** Opens GET /api/inbox/events and collects its `conversation` events as they come. */
async function openInboxStream(base: string, auth: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/inbox/events`, { headers: auth, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const changes: Array<Change & { at: number }> = [];
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = /^event: conversation\ndata: (.*)$/m.exec(block)?.[1];
        if (data) changes.push({ ...(JSON.parse(data) as Change), at: Date.now() });
        cut = buffer.indexOf('\n\n');
      }
    }
  })().catch(() => undefined);
  return { changes, ended, close: () => controller.abort() };
}

/** Resolves with the first change of `id` heard, or fails after `ms`. */
async function heard(stream: Awaited<ReturnType<typeof openInboxStream>>, id: string, ms = 1000) {
  const started = Date.now();
  for (;;) {
    const change = stream.changes.find((candidate) => candidate.id === id);
    if (change) return { ...change, after: change.at - started };
    if (Date.now() - started > ms) throw new Error(`no change of ${id} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /inbox/events', () => {
  it('tells each workspace’s stream its own conversations’ changes, within a second, and nobody else’s', async () => {
    const mine = await whatsAppConversation('221770000301');
    const theirs = await whatsAppConversation('221770000302');
    const base = await address(testServer());
    const ours = await openInboxStream(base, mine.auth);
    const other = await openInboxStream(base, theirs.auth);
    try {
      const agent = await agentOf(mine.workspaceId);
      const startedAt = Date.now();
      const reply = await call('POST', `/inbox/conversations/${mine.endUserId}/reply`, agent.auth, {
        text: 'Je regarde votre commande.',
      });
      expect(reply.statusCode).toBe(200);
      const change = await heard(ours, mine.endUserId);
      expect(change.at - startedAt).toBeLessThan(1000);
      expect(change).toMatchObject({ chatbot_id: mine.chatbotId, status: 'open', assignee_id: agent.userId });
      // The reply's send moves it again (its status): still coalesced, a few events at most.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(ours.changes.filter((candidate) => candidate.id === mine.endUserId).length).toBeLessThanOrEqual(
        4,
      );
      expect(other.changes.some((candidate) => candidate.id === mine.endUserId)).toBe(false);

      // A customer writing to a conversation the bot has: only its messages are notified.
      await postWhatsAppWebhook(
        theirs.server,
        theirs.chatbotId,
        buildTextWebhook({
          phoneNumberId: PHONE_NUMBER_ID,
          from: theirs.from,
          text: 'Vous livrez à Thiès ?',
        }),
      );
      expect(await heard(other, theirs.endUserId, 2000)).toMatchObject({
        status: 'resolved',
        assignee_id: null,
      });
      expect(ours.changes.some((candidate) => candidate.id === theirs.endUserId)).toBe(false);
    } finally {
      ours.close();
      other.close();
    }
  });

  it('hears a change made by another server process on the same database', async () => {
    const first = testServer();
    const { auth, owner, endUserId, workspaceId } = await whatsAppConversation('221770000303');
    const second = await buildTestServer(
      {},
      {
        database: {
          db: first.db,
          pool: first.pool,
          connectionString: first.config.databaseUrl ?? '',
          drop: async () => {},
        },
      },
    );
    second.config.runtime.graphApiUrl = fake.url;
    const stream = await openInboxStream(await address(first), auth);
    try {
      const elsewhere = { authorization: `Bearer ${await loginAs(second.app, owner.email)}` };
      const agent = await agentOf(workspaceId);
      const assigned = await second.app.inject({
        method: 'POST',
        url: `/api/inbox/conversations/${endUserId}/assign`,
        headers: elsewhere,
        payload: { user_id: agent.userId },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const change = await heard(stream, endUserId);
      expect(change.assignee_id).toBe(agent.userId);
    } finally {
      stream.close();
      await second.app.close();
      await second.runtime.stop();
    }
  });

  it('ends when the member is removed from the workspace, needs a session, and a session holds a few', async () => {
    const { auth, workspaceId } = await whatsAppConversation('221770000304');
    const base = await address(testServer());
    const agent = await agentOf(workspaceId);
    const stream = await openInboxStream(base, agent.auth);
    const removed = await call('DELETE', `/workspaces/${workspaceId}/members/${agent.userId}`, auth);
    expect(removed.statusCode, removed.body).toBe(200);
    const outcome = await Promise.race([
      stream.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 2000)),
    ]);
    stream.close();
    expect(outcome).toBe('ended');
    // A session holds a few live streams at most.
    const streams = [];
    for (let index = 0; index < MAX_STREAMS_PER_SESSION; index += 1)
      streams.push(await openInboxStream(base, auth));
    const refused = await fetch(`${base}/api/inbox/events`, { headers: auth });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      `Trop de boîtes de réception ouvertes en direct pour cette session (${MAX_STREAMS_PER_SESSION} au plus) : fermez un onglet.`,
    );
    for (const open of streams) open.close();
    const anonymous = await fetch(`${base}/api/inbox/events`);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toBeTruthy();
  });
});
