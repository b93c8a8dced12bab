import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildChatbot } from '../../test/factories';
import { auditTypes, memberOf, person, rolesOf, teamCalls } from './test/teamKit';

/** Removing a member mid-session: their next call is refused in French, their live stream ends now. */
const testServer = useTestServer();
const call = teamCalls(testServer);

async function address(app: FastifyInstance): Promise<string> {
  const [bound] = app.addresses();
  if (bound && typeof bound !== 'string') return `http://127.0.0.1:${bound.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** Opens the conversation screen's live stream; `ended` resolves when the server closes it. */
async function openStream(chatbotId: string, auth: { authorization: string }) {
  const controller = new AbortController();
  const response = await fetch(`${await address(testServer().app)}/api/strong/chat/${chatbotId}/events`, {
    headers: auth,
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return true;
  })().catch(() => false);
  return { ended, abort: () => controller.abort() };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);

describe('removing a member', () => {
  it('ends their access and their live stream at once; their other workspaces stay', async () => {
    const owner = await person(testServer());
    const workspaceId = owner.ownWorkspaceId;
    const chatbotId = await buildChatbot(testServer(), workspaceId);
    const agent = await memberOf(testServer(), workspaceId, 'agent');
    expect((await call('GET', '/get/list/chatbots', agent.auth)).statusCode).toBe(200);
    const stream = await openStream(chatbotId, agent.auth);

    const removed = await call('DELETE', `/workspaces/${workspaceId}/members/${agent.user.id}`, owner.auth);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Membre retiré');
    expect(await within(stream.ended, 2000)).toBe(true);

    const next = await call('GET', '/get/list/chatbots', agent.auth);
    expect(next.statusCode).toBe(403);
    expect(next.json().message).toBe("Vous n'êtes plus membre de cet espace de travail.");
    const again = await fetch(`${await address(testServer().app)}/api/strong/chat/${chatbotId}/events`, {
      headers: agent.auth,
    });
    expect(again.status).toBe(403);
    // Their own workspace is still theirs: they switch back to it.
    const back = await call('POST', `/workspaces/${agent.ownWorkspaceId}/switch`, agent.auth);
    expect(back.statusCode).toBe(200);
    expect(await auditTypes(testServer(), workspaceId)).toEqual(['member.removed']);
  });

  it('leaves the streams of the member’s sessions in another workspace open', async () => {
    const owner = await person(testServer());
    const agent = await memberOf(testServer(), owner.ownWorkspaceId, 'agent');
    const ownChatbot = await buildChatbot(testServer(), agent.ownWorkspaceId);
    await call('POST', `/workspaces/${agent.ownWorkspaceId}/switch`, agent.auth);
    const stream = await openStream(ownChatbot, agent.auth);
    await call('DELETE', `/workspaces/${owner.ownWorkspaceId}/members/${agent.user.id}`, owner.auth);
    expect(await within(stream.ended, 500)).toBe('timeout');
    stream.abort();
  });

  it('refuses oneself (leave instead), a non-member, a lesser role; nothing changes', async () => {
    const owner = await person(testServer());
    const workspaceId = owner.ownWorkspaceId;
    const editor = await memberOf(testServer(), workspaceId, 'editor');
    const agent = await memberOf(testServer(), workspaceId, 'agent');
    const before = await rolesOf(testServer(), workspaceId);
    const self = await call('DELETE', `/workspaces/${workspaceId}/members/${owner.user.id}`, owner.auth);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Pour partir, utilisez « Quitter l’espace ».');
    const stranger = await person(testServer());
    const outside = await call(
      'DELETE',
      `/workspaces/${workspaceId}/members/${stranger.user.id}`,
      owner.auth,
    );
    expect(outside.statusCode).toBe(404);
    const byEditor = await call('DELETE', `/workspaces/${workspaceId}/members/${agent.user.id}`, editor.auth);
    expect(byEditor.statusCode).toBe(403);
    const badId = await call('DELETE', `/workspaces/${workspaceId}/members/pas-un-id`, owner.auth);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('Membre introuvable');
    expect(await rolesOf(testServer(), workspaceId)).toEqual(before);
    expect(await auditTypes(testServer(), workspaceId)).toEqual([]);
  });
});
