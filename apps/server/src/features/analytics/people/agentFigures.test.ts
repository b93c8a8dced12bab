import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { agentFigures } from './agentFigures';
import { handoverFigures } from './handoverFigures';
import { agentRows } from './peopleRows';
import { episode, octoberScope, peopleWorld, person } from './test/peopleKit';

/** The stretches with a person: response and resolution times, per agent, handovers by reason. */
const testServer = useTestServer();

/**
 * October 1–10 2026 in Africa/Lagos (UTC+1): a local day starts at 23:00 UTC the day before.
 * In the period: first responses 30, 60, 90, 120, 300 s (median 90, p90 120 + 0.6 × 180 = 228);
 * resolutions 600, 900, 1200, 3600 s (median 1050, p90 1200 + 0.7 × 2400 = 2880).
 * Previous period: 200, 400 s (median 300, p90 380) and 2000, 4000 s (median 3000, p90 3800).
 */
async function octoberWorld() {
  const server = testServer();
  const world = await peopleWorld(server);
  const fatou = await person(server, 'Fatou', 'Sow');
  const moussa = await person(server, 'Moussa', 'Ba');
  const at = (day: string) => `2026-10-${day}T10:00:00Z`;
  const bot = world.chatbotId;
  await episode(server, bot, {
    openedAt: at('02'),
    assigneeId: fatou,
    responderId: fatou,
    firstResponse: 60,
    resolution: 600,
  });
  // Assigned to Fatou, answered by Moussa: the resolution is Fatou's, the first response Moussa's.
  await episode(server, bot, {
    openedAt: at('03'),
    assigneeId: fatou,
    responderId: moussa,
    firstResponse: 120,
    resolution: 1200,
  });
  await episode(server, bot, {
    openedAt: at('04'),
    reason: 'griot',
    assigneeId: moussa,
    responderId: moussa,
    firstResponse: 300,
    resolution: 3600,
  });
  // Still open: a first response, no resolution.
  await episode(server, bot, {
    openedAt: at('05'),
    reason: 'customer',
    assigneeId: moussa,
    responderId: moussa,
    firstResponse: 30,
  });
  // Nobody answered yet; opened at 00:30 on October 1 local (September 30 UTC): in the period.
  await episode(server, bot, { openedAt: '2026-09-30T23:30:00Z' });
  // Not assigned: credited to whoever answered first; 23:30 local on October 10: in the period.
  await episode(server, bot, {
    openedAt: '2026-10-10T22:30:00Z',
    reason: 'agent',
    responderId: fatou,
    firstResponse: 90,
    resolution: 900,
    resolvedBy: fatou,
  });
  // 00:30 on October 11 local: after the period.
  await episode(server, bot, {
    openedAt: '2026-10-10T23:30:00Z',
    assigneeId: fatou,
    responderId: fatou,
    firstResponse: 5,
    resolution: 5,
  });
  // The playground's simulator is no customer.
  await episode(server, bot, {
    openedAt: at('06'),
    simulator: true,
    assigneeId: fatou,
    responderId: fatou,
    firstResponse: 1,
    resolution: 1,
  });
  // The previous period (September 21–30 local).
  await episode(server, bot, {
    openedAt: '2026-09-25T10:00:00Z',
    assigneeId: fatou,
    responderId: fatou,
    firstResponse: 200,
    resolution: 2000,
  });
  await episode(server, bot, {
    openedAt: '2026-09-20T23:00:00Z',
    reason: 'agent',
    assigneeId: fatou,
    responderId: fatou,
    firstResponse: 400,
    resolution: 4000,
  });
  // September 20 local: before the previous period.
  await episode(server, bot, {
    openedAt: '2026-09-20T22:59:00Z',
    assigneeId: fatou,
    responderId: fatou,
    firstResponse: 9000,
    resolution: 9000,
  });
  // Another workspace's stretch, in the period, answered by Fatou too.
  const other = await peopleWorld(server);
  await episode(server, other.chatbotId, {
    openedAt: at('02'),
    assigneeId: fatou,
    responderId: fatou,
    firstResponse: 7,
    resolution: 7,
  });
  return { server, world, fatou, moussa, other };
}

describe('agentFigures', () => {
  it('gives the median and 90th percentile of the period and the previous one, and each agent’s medians', async () => {
    const { server, world, fatou, moussa } = await octoberWorld();
    const figures = await agentFigures(server.db, octoberScope(world.workspaceId));
    expect(figures.first_response).toEqual({
      median_seconds: 90,
      p90_seconds: 228,
      previous_median_seconds: 300,
      previous_p90_seconds: 380,
      count: 5,
    });
    expect(figures.resolution).toEqual({
      median_seconds: 1050,
      p90_seconds: 2880,
      previous_median_seconds: 3000,
      previous_p90_seconds: 3800,
      count: 4,
    });
    expect(figures.by_agent).toEqual([
      // Handled 3 (two assigned, one answered unassigned): resolutions 600, 1200, 900; answered 60, 90.
      {
        user_id: fatou,
        name: 'Fatou Sow',
        conversations: 3,
        median_first_response_seconds: 75,
        median_resolution_seconds: 900,
      },
      // Handled 2 (one still open): resolution 3600; answered 120, 300, 30.
      {
        user_id: moussa,
        name: 'Moussa Ba',
        conversations: 2,
        median_first_response_seconds: 120,
        median_resolution_seconds: 3600,
      },
      // Nobody took it yet.
      {
        user_id: null,
        name: '',
        conversations: 1,
        median_first_response_seconds: null,
        median_resolution_seconds: null,
      },
    ]);
  });

  it('counts handovers by why they opened, every reason listed, against the previous period', async () => {
    const { server, world, other } = await octoberWorld();
    expect(await handoverFigures(server.db, octoberScope(world.workspaceId))).toEqual({
      total: { value: 6, previous: 2 },
      by_reason: [
        { reason: 'bot', count: 3 },
        { reason: 'customer', count: 1 },
        { reason: 'griot', count: 1 },
        { reason: 'agent', count: 1 },
      ],
    });
    expect((await handoverFigures(server.db, octoberScope(other.workspaceId))).total).toEqual({
      value: 1,
      previous: 0,
    });
  });

  it('never counts another workspace’s stretches, and keeps to one chatbot when asked', async () => {
    const { server, world, other, fatou } = await octoberWorld();
    const theirs = await agentFigures(server.db, octoberScope(other.workspaceId));
    expect(theirs.first_response).toMatchObject({
      median_seconds: 7,
      count: 1,
      previous_median_seconds: null,
    });
    expect(theirs.by_agent).toEqual([
      {
        user_id: fatou,
        name: 'Fatou Sow',
        conversations: 1,
        median_first_response_seconds: 7,
        median_resolution_seconds: 7,
      },
    ]);
    // Another workspace's chatbot named with this workspace: nothing.
    const mixed = await agentFigures(server.db, octoberScope(world.workspaceId, other.chatbotId));
    expect(mixed.first_response.count).toBe(0);
    expect(mixed.by_agent).toEqual([]);
    expect(
      (await agentFigures(server.db, octoberScope(world.workspaceId, world.chatbotId))).resolution.count,
    ).toBe(4);
  });

  it('reads nothing measured as null, not zero', async () => {
    const server = testServer();
    const world = await peopleWorld(server);
    const figures = await agentFigures(server.db, octoberScope(world.workspaceId));
    expect(figures.first_response).toEqual({
      median_seconds: null,
      p90_seconds: null,
      previous_median_seconds: null,
      previous_p90_seconds: null,
      count: 0,
    });
    expect(figures.by_agent).toEqual([]);
  });

  it('gives the agents CSV rows with their 90th percentiles and resolved counts', async () => {
    const { server, world, fatou } = await octoberWorld();
    const rows = [];
    for await (const row of agentRows(server.db, octoberScope(world.workspaceId))) rows.push(row);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      user_id: fatou,
      name: 'Fatou Sow',
      conversations: 3,
      resolved: 3,
      median_first_response_seconds: 75,
      // 60, 90: 60 + 0.9 × 30 = 87; 600, 900, 1200: 900 + 0.8 × 300 = 1140.
      p90_first_response_seconds: 87,
      median_resolution_seconds: 900,
      p90_resolution_seconds: 1140,
    });
    expect(rows[1]).toMatchObject({ name: 'Moussa Ba', conversations: 2, resolved: 1 });
  });
});
