import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../../test/factories';
import { setWorkspaceTimeZone } from '../test/analyticsWorld';
import { broadcast, episode, person, TIME_ZONE } from './test/peopleKit';

/** The people figures through the API: GET /analytics/summary and GET /analytics/export.csv. */
const testServer = useTestServer();

async function account() {
  const server = testServer();
  const owner = await buildAccount(server);
  await setWorkspaceTimeZone(server.db, owner.workspaceId, TIME_ZONE);
  const chatbotId = await buildChatbot(server, owner.workspaceId, { bot_name: 'Téranga', type: 'whatsapp' });
  return { server, owner, chatbotId };
}

describe('people figures through the API', () => {
  it('answers the summary’s agents, handovers and broadcasts in the workspace’s days', async () => {
    const { server, owner, chatbotId } = await account();
    const fatou = await person(server, 'Fatou', 'Sow');
    // 00:30 on October 1 in Lagos: in the period; 00:30 on October 11: after it.
    await episode(server, chatbotId, {
      openedAt: '2026-09-30T23:30:00Z',
      assigneeId: fatou,
      responderId: fatou,
      firstResponse: 60,
      resolution: 600,
    });
    await episode(server, chatbotId, {
      openedAt: '2026-10-10T23:30:00Z',
      assigneeId: fatou,
      responderId: fatou,
      firstResponse: 5,
    });
    const tabaski = await broadcast(server, chatbotId, {
      name: 'promo_tabaski',
      startedAt: '2026-10-05T09:00:00Z',
      statuses: ['read', 'failed'],
      replied: [0],
    });
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/analytics/summary?from=2026-10-01&to=2026-10-10',
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    const summary = response.json<{ summary: AnalyticsSummary }>().summary;
    expect(summary.agents.first_response).toMatchObject({ median_seconds: 60, count: 1 });
    expect(summary.agents.by_agent).toEqual([
      {
        user_id: fatou,
        name: 'Fatou Sow',
        conversations: 1,
        median_first_response_seconds: 60,
        median_resolution_seconds: 600,
      },
    ]);
    expect(summary.handovers.total).toEqual({ value: 1, previous: 0 });
    expect(summary.broadcasts).toMatchObject({
      sent: { value: 1, previous: 0 },
      read: { value: 1, previous: 0 },
      failed: { value: 1, previous: 0 },
      replies: { value: 1, previous: 0 },
      list: [
        {
          id: tabaski,
          name: 'promo_tabaski',
          started_at: '2026-10-05T09:00:00.000Z',
          sent: 1,
          read: 1,
          failed: 1,
          replies: 1,
        },
      ],
    });
  });

  it('exports the agents and broadcasts tables; another workspace’s chatbot is a 404', async () => {
    const { server, owner, chatbotId } = await account();
    await episode(server, chatbotId, { openedAt: '2026-10-02T10:00:00Z' });
    await broadcast(server, chatbotId, {
      name: 'promo_tabaski',
      startedAt: '2026-10-05T09:00:00Z',
      statuses: ['delivered'],
    });
    const csv = async (query: string) =>
      server.app.inject({ method: 'GET', url: `/api/analytics/export.csv?${query}`, headers: owner.auth });
    const broadcasts = await csv('table=broadcasts&from=2026-10-01&to=2026-10-10');
    expect(broadcasts.statusCode).toBe(200);
    const lines = broadcasts.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Diffusion;Chatbot;Lancée le;Destinataires;Envoyés;Distribués;Lus;Échecs;Réponses',
      'promo_tabaski;Téranga;2026-10-05T09:00:00.000Z;1;1;1;0;0;0',
    ]);
    const agents = await csv(`table=agents&from=2026-10-01&to=2026-10-10&chatbotId=${chatbotId}`);
    expect(
      agents.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')[1],
    ).toBe('Non assignée;1;0;;;;');
    const stranger = await buildAccount(server);
    const theirs = await buildChatbot(server, stranger.workspaceId, {
      bot_name: 'Ailleurs',
      type: 'whatsapp',
    });
    expect((await csv(`table=agents&from=2026-10-01&to=2026-10-10&chatbotId=${theirs}`)).statusCode).toBe(
      404,
    );
    const summary = await server.app.inject({
      method: 'GET',
      url: `/api/analytics/summary?from=2026-10-01&to=2026-10-10&chatbotId=${theirs}`,
      headers: owner.auth,
    });
    expect(summary.statusCode).toBe(404);
  });
});
