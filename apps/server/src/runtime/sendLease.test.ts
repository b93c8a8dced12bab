import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from '../lib/config';
import { useTestServer } from '../test/buildTestServer';
import { buildWhatsAppBot } from '../test/webhookKit';
import { SEND_LEASE_SECONDS, writeRound } from './laneQueries';
import { claimLanes, type Lane } from './lanes';
import { readQueued } from './sendLanes';

/**
 * A round's replies are sent by its worker right after the commit, under the lane's lock: the
 * claim query must not find them due meanwhile (it re-claimed every busy lane, for nothing, under
 * a burst), yet a crash between the round and its sends must lose none of them.
 */
// No worker runs here: the claims below are the only ones.
const testServer = useTestServer({
  runtime: { ...loadRuntimeConfig({}), whatsappAppSecret: 'test-app-secret', enabled: false },
});

const SENDER = '221778880042';

async function queueReply(db: Database, chatbotId: string, endUserId: string, attempts = 0) {
  const [row] = await writeRound(db, {
    messages: [
      {
        chatbot_id: chatbotId,
        end_user_id: endUserId,
        direction: 'out',
        type: 'text',
        content: { element: { type: 'text', message: 'Bienvenue' } },
        status: 'queued',
        external_id: null,
      },
    ],
    conversations: [],
    continuations: [],
    outcomes: [],
  });
  if (attempts > 0) await db.execute(sql`UPDATE messages SET attempts = ${attempts} WHERE id = ${row?.id}`);
  return row;
}

describe('the send lease of a round’s replies', () => {
  it('keeps fresh replies out of the claims until the lease ends, and loses none after a crash', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue' }]);
    const user = await server.db.execute<{ id: string }>(sql`
      INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone)
      VALUES (${chatbotId}, 'whatsapp', ${SENDER}, 'Awa', ${SENDER}) RETURNING id`);
    const endUserId = user.rows[0]?.id as string;
    const lane: Lane = { chatbotId, channel: 'whatsapp', sender: SENDER };

    // The round commits its reply, then its process dies before sending: its locks go with it.
    const crashed = await server.pool.connect();
    const reply = await queueReply(drizzle(crashed) as unknown as Database, chatbotId, endUserId);
    crashed.release(true);
    expect(reply?.due).toBe(true);
    const stored = await server.db.execute<{
      status: string;
      sending_at: string | null;
      leased: boolean;
    }>(sql`
      SELECT status, sending_at,
             next_attempt_at BETWEEN now() + make_interval(secs => ${SEND_LEASE_SECONDS - 1})
                                 AND now() + make_interval(secs => ${SEND_LEASE_SECONDS}) AS leased
      FROM messages WHERE id = ${reply?.id}`);
    expect(stored.rows[0]).toEqual({ status: 'queued', sending_at: null, leased: true });

    const client = await server.pool.connect();
    try {
      const db = drizzle(client) as unknown as Database;
      // During the lease no claim picks the lane up again…
      expect(await claimLanes(db, 10)).toEqual([]);
      // …but whoever holds the lane's lock may send a reply never tried, lease or not.
      expect((await readQueued(db, [lane])).map((row) => row.due)).toEqual([true]);

      // A retry waiting for its backoff is not due before its time, even for the lock holder.
      const retry = await queueReply(db, chatbotId, endUserId, 1);
      const queued = await readQueued(db, [lane]);
      expect(queued.map((row) => [row.id, row.due])).toEqual([
        [reply?.id, true],
        [retry?.id, false],
      ]);

      // Once the lease is over (the worker died), the lane is claimed and the reply goes out.
      await db.execute(
        sql`UPDATE messages SET next_attempt_at = now() - interval '1 second' WHERE id = ${reply?.id}`,
      );
      expect(await claimLanes(db, 10)).toEqual([lane]);
    } finally {
      client.release(true);
    }
  });
});
