import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { buildChatbot } from '../../../test/factories';
import { broadcastFigures } from './broadcastFigures';
import { broadcastRows } from './peopleRows';
import { broadcast, endUser, octoberScope, peopleWorld } from './test/peopleKit';

/** Broadcasts of the period by outcome, replies, opt-outs, and the list (October 1–10 2026, Africa/Lagos). */
const testServer = useTestServer();

async function campaigns() {
  const server = testServer();
  const world = await peopleWorld(server);
  const other = await peopleWorld(server);
  // Every status a recipient can hold: sent counts accepted and beyond, failed counts Meta's and ours.
  const tabaski = await broadcast(server, world.chatbotId, {
    name: 'promo_tabaski',
    startedAt: '2026-10-05T09:00:00Z',
    statuses: ['read', 'read', 'delivered', 'sent', 'accepted', 'failed', 'error', 'pending', 'skipped'],
    replied: [0, 2],
  });
  // A second chatbot of the workspace, started at 23:30 local on October 10: in the period.
  const second = await buildChatbot(server, world.workspaceId, { bot_name: 'Téranga 2', type: 'whatsapp' });
  const rentree = await broadcast(server, second, {
    name: 'rentree_scolaire',
    startedAt: '2026-10-10T22:30:00Z',
    statuses: ['delivered', 'failed'],
  });
  // 00:30 on October 11 local: after the period.
  await broadcast(server, world.chatbotId, {
    name: 'trop_tard',
    startedAt: '2026-10-10T23:30:00Z',
    statuses: ['read'],
  });
  // The previous period.
  await broadcast(server, world.chatbotId, {
    name: 'septembre',
    startedAt: '2026-09-25T09:00:00Z',
    statuses: ['read', 'failed'],
    replied: [0],
  });
  // Another workspace's, in the period.
  await broadcast(server, other.chatbotId, {
    name: 'ailleurs',
    startedAt: '2026-10-05T09:00:00Z',
    statuses: ['read'],
    replied: [0],
  });
  // Opt-outs: two in the period (one at 00:30 local on October 1), one in the previous, two outside, one elsewhere.
  for (const optedOutAt of [
    '2026-10-03T12:00:00Z',
    '2026-09-30T23:30:00Z',
    '2026-09-25T12:00:00Z',
    '2026-08-01T12:00:00Z',
    '2026-10-10T23:30:00Z',
  ])
    await endUser(server, world.chatbotId, { optedOutAt });
  await endUser(server, other.chatbotId, { optedOutAt: '2026-10-03T12:00:00Z' });
  return { server, world, other, tabaski, rentree, second };
}

describe('broadcastFigures', () => {
  it('counts the recipients of the period’s broadcasts by outcome, replies and opt-outs, against the previous period', async () => {
    const { server, world, tabaski, rentree } = await campaigns();
    const figures = await broadcastFigures(server.db, octoberScope(world.workspaceId));
    expect(figures).toEqual({
      sent: { value: 6, previous: 1 },
      delivered: { value: 4, previous: 1 },
      read: { value: 2, previous: 1 },
      failed: { value: 3, previous: 1 },
      replies: { value: 2, previous: 1 },
      opt_outs: { value: 2, previous: 1 },
      list: [
        {
          id: rentree,
          name: 'rentree_scolaire',
          started_at: '2026-10-10T22:30:00.000Z',
          sent: 1,
          delivered: 1,
          read: 0,
          failed: 1,
          replies: 0,
        },
        {
          id: tabaski,
          name: 'promo_tabaski',
          started_at: '2026-10-05T09:00:00.000Z',
          sent: 5,
          delivered: 3,
          read: 2,
          failed: 2,
          replies: 2,
        },
      ],
    });
  });

  it('keeps to one chatbot when asked, and never counts another workspace’s', async () => {
    const { server, world, other, second, rentree } = await campaigns();
    const one = await broadcastFigures(server.db, octoberScope(world.workspaceId, second));
    expect(one.list.map((row) => row.id)).toEqual([rentree]);
    expect(one.sent).toEqual({ value: 1, previous: 0 });
    expect(one.opt_outs).toEqual({ value: 0, previous: 0 });
    const theirs = await broadcastFigures(server.db, octoberScope(other.workspaceId));
    expect(theirs).toMatchObject({
      sent: { value: 1, previous: 0 },
      replies: { value: 1, previous: 0 },
      opt_outs: { value: 1, previous: 0 },
    });
    // Their chatbot named with this workspace: nothing.
    const mixed = await broadcastFigures(server.db, octoberScope(world.workspaceId, other.chatbotId));
    expect(mixed).toMatchObject({
      sent: { value: 0, previous: 0 },
      opt_outs: { value: 0, previous: 0 },
      list: [],
    });
  });

  it('gives the broadcasts CSV rows page by page, newest first', async () => {
    const { server, world, tabaski, rentree, second } = await campaigns();
    const rows = [];
    // A page per broadcast: the keyset walks them all, once each; the previous period's stays out.
    for await (const row of broadcastRows(server.db, octoberScope(world.workspaceId), 1)) rows.push(row);
    expect(rows).toEqual([
      {
        id: rentree,
        chatbot_id: second,
        chatbot_name: 'Téranga 2',
        name: 'rentree_scolaire',
        started_at: '2026-10-10T22:30:00.000Z',
        recipients: 2,
        sent: 1,
        delivered: 1,
        read: 0,
        failed: 1,
        replies: 0,
      },
      {
        id: tabaski,
        chatbot_id: world.chatbotId,
        chatbot_name: 'Téranga',
        name: 'promo_tabaski',
        started_at: '2026-10-05T09:00:00.000Z',
        recipients: 9,
        sent: 5,
        delivered: 3,
        read: 2,
        failed: 2,
        replies: 2,
      },
    ]);
  });
});
