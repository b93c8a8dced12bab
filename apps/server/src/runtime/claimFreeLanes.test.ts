import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from '../lib/config';
import { useTestServer } from '../test/buildTestServer';
import { buildWhatsAppBot } from '../test/webhookKit';
import { claimFreeLanes, type Lane, laneKey, releaseLanes } from './lanes';

/**
 * A worker's claim leaves out the lanes it is still sending for: they are not locked again (the
 * locks are re-entrant on its connection, so they would be "claimed" and had to be unlocked), they
 * do not use up the claim's limit, and the worker is told that one of them waits, so it waits for
 * its sends rather than for the next poll.
 */
// No worker runs here: the claims below are the only ones.
const testServer = useTestServer({
  runtime: { ...loadRuntimeConfig({}), whatsappAppSecret: 'test-app-secret', enabled: false },
});

async function storeDueMessages(db: Database, chatbotId: string, senders: string[]): Promise<Lane[]> {
  // One second apart, oldest first: the claim takes the lanes in that order.
  await db.execute(sql`
    INSERT INTO inbox (chatbot_id, channel, sender, event, available_at)
    SELECT ${chatbotId}, 'whatsapp', sender, jsonb_build_object('kind', 'start'),
           now() - make_interval(secs => 10 - position)
    FROM unnest(${`{${senders.join(',')}}`}::text[]) WITH ORDINALITY AS s(sender, position)`);
  return senders.map((sender) => ({ chatbotId, channel: 'whatsapp', sender }));
}

async function lockLane(db: Database, lane: Lane): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_lock(hashtextextended(${laneKey(lane)}, 7470111))`);
}

/** Whether this connection holds each lane's lock (1) or not (0). */
async function heldLocks(db: Database, lanes: readonly Lane[]): Promise<number[]> {
  const held: number[] = [];
  for (const lane of lanes) {
    const result = await db.execute<{ held: number }>(sql`
      SELECT count(*)::int AS held FROM pg_locks
      WHERE locktype = 'advisory' AND pid = pg_backend_pid()
        AND (classid::bigint << 32 | objid::bigint) = hashtextextended(${laneKey(lane)}, 7470111)`);
    held.push(result.rows[0]?.held ?? 0);
  }
  return held;
}

describe('claimFreeLanes', () => {
  it('leaves out the busy lanes, locks the others up to the limit, and says a busy one waits', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue' }]);
    const [older, busy, newer] = await storeDueMessages(server.db, chatbotId, [
      '221770000001',
      '221770000002',
      '221770000003',
    ]).then((lanes) => lanes as [Lane, Lane, Lane]);
    const client = await server.pool.connect();
    try {
      const worker = drizzle(client) as unknown as Database;
      expect((await claimFreeLanes(worker, 1, new Set())).lanes).toEqual([older]);
      await releaseLanes(worker, [older]);
      // The busy lane is held, as a worker holds a lane while its replies are sent.
      await lockLane(worker, busy);

      // Two lanes asked for: the busy lane is not one of them, and its lock is not taken again.
      const claimed = await claimFreeLanes(worker, 2, new Set([laneKey(busy)]));
      expect(claimed).toEqual({ lanes: [older, newer], busyHaveWork: true });
      await releaseLanes(worker, [busy]);
      expect(await heldLocks(worker, [older, busy, newer])).toEqual([1, 0, 1]);
      await releaseLanes(worker, claimed.lanes);
      await lockLane(worker, busy);

      // Only the busy lane has work left: nothing to claim, and the caller knows it waits.
      await server.db.execute(
        sql`UPDATE inbox SET status = 'done' WHERE chatbot_id = ${chatbotId} AND sender <> ${busy.sender}`,
      );
      expect(await claimFreeLanes(worker, 500, new Set([laneKey(busy)]))).toEqual({
        lanes: [],
        busyHaveWork: true,
      });
      // Once its sends are recorded and the lane released, it is claimed like any other.
      await releaseLanes(worker, [busy]);
      expect(await claimFreeLanes(worker, 500, new Set())).toEqual({ lanes: [busy], busyHaveWork: false });
      // A busy lane without work is no reason to wait.
      await server.db.execute(sql`UPDATE inbox SET status = 'done' WHERE chatbot_id = ${chatbotId}`);
      expect(await claimFreeLanes(worker, 500, new Set([laneKey(busy)]))).toEqual({
        lanes: [],
        busyHaveWork: false,
      });
    } finally {
      client.release(true);
    }
  });
});
