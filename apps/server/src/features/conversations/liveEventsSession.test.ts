import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/opaqueTokens';
import { SESSION_RECHECK_MS } from '../../runtime/sessionStreams';
import { useTestServer } from '../../test/buildTestServer';
import { buildChatbot, buildUser, DEFAULT_TEST_PASSWORD, loginAs } from '../../test/factories';

/** The conversation screen's live stream ends with its session, and a session holds a few at most. */
const testServer = useTestServer();

async function listenOnce(app: FastifyInstance): Promise<string> {
  const [bound] = app.addresses();
  if (bound && typeof bound !== 'string') return `http://127.0.0.1:${bound.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** An account with a chatbot, logged in twice (two devices: the owner's and, say, a thief's). */
async function agentWithTwoSessions() {
  const server = testServer();
  const { user, workspaceId } = await buildUser(server.db);
  const chatbotId = await buildChatbot(server, workspaceId);
  const owner = await loginAs(server.app, user.email);
  const thief = await loginAs(server.app, user.email);
  return { server, user, chatbotId, owner, thief, address: await listenOnce(server.app) };
}

/** Opens the stream and resolves `ended` with the time it stayed open after `mark()`. */
async function openStream(address: string, chatbotId: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${address}/api/strong/chat/${chatbotId}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let markedAt = 0;
  const ended = (async () => {
    for (;;) {
      const { done } = await reader.read();
      if (done) return Date.now() - markedAt;
    }
  })().catch(() => Number.POSITIVE_INFINITY);
  return {
    mark: () => {
      markedAt = Date.now();
    },
    ended,
    abort: () => controller.abort(),
  };
}

/** Resolves to the stream's remaining life, or rejects when it outlives `ms`. */
async function endsWithin(stream: Awaited<ReturnType<typeof openStream>>, ms: number): Promise<number> {
  const timeout = new Promise<number>((_, reject) =>
    setTimeout(() => {
      stream.abort();
      reject(new Error(`the stream was still open ${ms} ms after its session ended`));
    }, ms),
  );
  return Promise.race([stream.ended, timeout]);
}

const call = (method: string, url: string, token: string, payload?: object) =>
  testServer().app.inject({
    method: method as 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

describe('GET /strong/chat/{id}/events and the session', () => {
  it('ends at logout', async () => {
    const { chatbotId, owner, address } = await agentWithTwoSessions();
    const stream = await openStream(address, chatbotId, owner);
    stream.mark();
    expect((await call('POST', '/strong/auth/logout', owner)).statusCode).toBe(200);
    expect(await endsWithin(stream, 2000)).toBeLessThan(2000);
  });

  it('ends when the session is revoked from the sessions list, the other one stays', async () => {
    const { server, chatbotId, owner, thief, address } = await agentWithTwoSessions();
    const thiefStream = await openStream(address, chatbotId, thief);
    const ownerStream = await openStream(address, chatbotId, owner);
    const [thiefSession] = (
      await server.db.execute<{ id: string }>(
        sql`SELECT id FROM sessions WHERE token_hash = ${hashToken(thief)}`,
      )
    ).rows;
    thiefStream.mark();
    expect((await call('DELETE', `/account/sessions/${thiefSession?.id}`, owner)).statusCode).toBe(200);
    expect(await endsWithin(thiefStream, 2000)).toBeLessThan(2000);
    const stillOpen = await Promise.race([
      ownerStream.ended.then(() => false),
      new Promise((resolve) => setTimeout(() => resolve(true), 300)),
    ]);
    expect(stillOpen).toBe(true);
    ownerStream.abort();
  });

  it('ends the other sessions’ streams at a password change', async () => {
    const { chatbotId, owner, thief, address } = await agentWithTwoSessions();
    const thiefStream = await openStream(address, chatbotId, thief);
    thiefStream.mark();
    const changed = await call('POST', '/account/password', owner, {
      current_password: DEFAULT_TEST_PASSWORD,
      new_password: 'NouveauMotDePasse!2027',
      confirm_password: 'NouveauMotDePasse!2027',
    });
    expect(changed.statusCode).toBe(200);
    expect(await endsWithin(thiefStream, 2000)).toBeLessThan(2000);
  });

  it('ends when the account is deleted', async () => {
    const { chatbotId, owner, thief, address } = await agentWithTwoSessions();
    const thiefStream = await openStream(address, chatbotId, thief);
    thiefStream.mark();
    const deleted = await call('DELETE', '/account', owner, {
      password: DEFAULT_TEST_PASSWORD,
      confirmed: true,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await endsWithin(thiefStream, 2000)).toBeLessThan(2000);
  });

  it('ends within seconds when the session expires, which nothing notifies (the periodic check)', async () => {
    const { server, chatbotId, owner, address } = await agentWithTwoSessions();
    const stream = await openStream(address, chatbotId, owner);
    stream.mark();
    await server.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = ${hashToken(owner)}`,
    );
    expect(await endsWithin(stream, SESSION_RECHECK_MS + 2000)).toBeLessThan(SESSION_RECHECK_MS + 2000);
  });

  it('refuses a sixth stream of one session with a French 429, and opens one again once another closed', async () => {
    const { chatbotId, owner, thief, address } = await agentWithTwoSessions();
    const streams = [];
    for (let index = 0; index < 5; index += 1) streams.push(await openStream(address, chatbotId, owner));
    const sixth = await fetch(`${address}/api/strong/chat/${chatbotId}/events`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).message).toBe(
      'Trop d’écrans de conversation ouverts avec cette session (5 au plus) : fermez-en un puis réessayez.',
    );
    // Another session of the same account is counted on its own.
    const other = await openStream(address, chatbotId, thief);
    streams[0]?.abort();
    await streams[0]?.ended;
    let again: Awaited<ReturnType<typeof openStream>> | undefined;
    for (let attempt = 0; attempt < 40 && !again; attempt += 1) {
      again = await openStream(address, chatbotId, owner).catch(() => undefined);
      if (!again) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(again).toBeDefined();
    for (const stream of [...streams, other, again]) stream?.abort();
  });
});
