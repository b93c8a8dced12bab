import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { setWorkspaceTimeZone } from '../test/analyticsWorld';
import { recountReturningZones } from './returningDays';
import { rollUpAnalytics } from './rollUpAnalytics';
import { buildEndUser, buildRollupWorld, inbound } from './test/rollupWorld';

const server = useTestServer();

async function returningOn(auth: { authorization: string }, chatbotId: string, day: string) {
  const response = await server().app.inject({
    method: 'GET',
    url: `/api/analytics/summary?from=${day}&to=${day}&chatbotId=${chatbotId}`,
    headers: auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ summary: AnalyticsSummary }>().summary.end_users.returning.value;
}

describe('returning end-users per local day (migration 0051)', () => {
  it('counts the first hour of each local day as the rollup goes, as a recount from the hours would', async () => {
    const { db } = server();
    const paris = await buildRollupWorld(server(), 'Europe/Paris');
    // The chatbot's zone is known before its messages: the batches count its days as they go.
    await rollUpAnalytics(db, { now: new Date('2026-03-01T00:00:00Z') });
    const awa = {
      chatbotId: paris.chatbotId,
      endUserId: await buildEndUser(db, paris.chatbotId, '221770000301'),
    };
    await inbound(db, awa, '2026-03-10T09:00:00Z');
    // 23:30 UTC is the 12th in Paris; 10:00 on the 12th is the same local day (no new row).
    await inbound(db, awa, '2026-03-11T23:30:00Z');
    await inbound(db, awa, '2026-03-12T10:00:00Z');
    await inbound(db, awa, '2026-03-14T08:00:00Z');
    await rollUpAnalytics(db, { now: new Date('2026-03-14T09:00:00Z') });
    const days = async () =>
      (
        await db.execute(sql`
          SELECT day::text, prev_day::text, end_users FROM analytics_returning_days
          WHERE chatbot_id = ${paris.chatbotId} ORDER BY day`)
      ).rows;
    const expected = [
      { day: '2026-03-12', prev_day: '2026-03-10', end_users: 1 },
      { day: '2026-03-14', prev_day: '2026-03-12', end_users: 1 },
    ];
    expect(await days()).toEqual(expected);
    // Counted again from the hours: the same rows.
    await db.execute(sql`DELETE FROM analytics_returning_zones WHERE chatbot_id = ${paris.chatbotId}`);
    expect(await recountReturningZones(db)).toBeGreaterThanOrEqual(1);
    expect(await days()).toEqual(expected);
    expect(await returningOn(paris.auth, paris.chatbotId, '2026-03-12')).toBe(1);
    expect(await returningOn(paris.auth, paris.chatbotId, '2026-03-11')).toBe(0);
  });

  it('reads the hours while a workspace’s new time zone is not counted yet, then the days again', async () => {
    const { db } = server();
    const world = await buildRollupWorld(server(), 'Europe/Paris');
    const moussa = {
      chatbotId: world.chatbotId,
      endUserId: await buildEndUser(db, world.chatbotId, '221770000302'),
    };
    await inbound(db, moussa, '2026-03-10T09:00:00Z');
    await inbound(db, moussa, '2026-03-11T23:30:00Z');
    await rollUpAnalytics(db, { now: new Date('2026-03-12T09:00:00Z') });
    // In Paris, 23:30 UTC on the 11th is the 12th: nobody came back on the 11th.
    expect(await returningOn(world.auth, world.chatbotId, '2026-03-11')).toBe(0);
    await setWorkspaceTimeZone(db, world.workspaceId, 'Africa/Dakar');
    // Dakar is UTC: he came back on the 11th. The days are still Paris's: the hours answer.
    const [marker] = (
      await db.execute<{ time_zone: string }>(
        sql`SELECT time_zone FROM analytics_returning_zones WHERE chatbot_id = ${world.chatbotId}`,
      )
    ).rows;
    expect(marker?.time_zone).toBe('Europe/Paris');
    expect(await returningOn(world.auth, world.chatbotId, '2026-03-11')).toBe(1);
    // The next rollup counts the days again in Dakar's zone: the same answer, from the days.
    await rollUpAnalytics(db, { now: new Date('2026-03-12T09:01:00Z') });
    const { rows } = await db.execute<{ day: string }>(
      sql`SELECT day::text FROM analytics_returning_days WHERE chatbot_id = ${world.chatbotId}`,
    );
    expect(rows).toEqual([{ day: '2026-03-11' }]);
    expect(await returningOn(world.auth, world.chatbotId, '2026-03-11')).toBe(1);
  });
});
