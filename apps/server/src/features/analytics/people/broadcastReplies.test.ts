import { expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { rollUpAnalytics } from '../rollup/rollUpAnalytics';
import { buildRollupWorld, inbound, sendBroadcast } from '../rollup/test/rollupWorld';
import { broadcastFigures } from './broadcastFigures';

/** A broadcast's replies as the real rollup marks them (replied_at), read by the summary's figures. */
const testServer = useTestServer();

it('counts the recipients who wrote within 24 h of their send once the rollup has run', async () => {
  const server = testServer();
  const { db } = server;
  const world = await buildRollupWorld(server, 'Africa/Lagos');
  const { broadcastId, recipients } = await sendBroadcast(
    db,
    world.chatbotId,
    ['221770000401', '221770000402', '221770000403'],
    { sentAt: '2026-04-01T10:00:00Z', status: 'read' },
  );
  const [fast, slow] = recipients;
  if (!fast || !slow) throw new Error('no recipients');
  await inbound(db, fast, '2026-04-01T18:00:00Z');
  // 25 hours later: no reply to the broadcast.
  await inbound(db, slow, '2026-04-02T11:00:00Z');
  const scope = {
    workspaceId: world.workspaceId,
    period: { from: '2026-04-01', to: '2026-04-01' },
    previous: { from: '2026-03-31', to: '2026-03-31' },
    timeZone: 'Africa/Lagos',
  };
  expect((await broadcastFigures(db, scope)).replies.value).toBe(0);
  await rollUpAnalytics(db, { now: new Date('2026-04-02T12:00:00Z') });
  const figures = await broadcastFigures(db, scope);
  expect(figures.replies).toEqual({ value: 1, previous: 0 });
  expect(figures.list).toEqual([
    {
      id: broadcastId,
      name: 'promo',
      started_at: '2026-04-01T09:59:00.000Z',
      sent: 3,
      delivered: 3,
      read: 3,
      failed: 0,
      replies: 1,
    },
  ]);
});
