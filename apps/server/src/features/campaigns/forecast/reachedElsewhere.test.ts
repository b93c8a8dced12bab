import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../../test/factories';

/**
 * A customer a campaign reached through one chatbot is spared by the workspace's others when they
 * first meet (0052). The lookup runs once per insert statement (0056): as a row trigger, its plan,
 * kept from a time end_users looked small, scanned the table for every row, and an import of
 * 8,000 WhatsApp contacts took 14 s instead of 0.5 s.
 */
const testServer = useTestServer();

async function workspaceWithReachedCustomers(server: TestServer) {
  const owner = await buildAccount(server);
  const importing = await buildChatbot(server, owner.workspaceId, { type: 'whatsapp' });
  const sibling = await buildChatbot(server, owner.workspaceId, { type: 'whatsapp' });
  // 20 customers the sibling's campaign reached, 10 it never reached.
  await server.db.execute(sql`
    INSERT INTO end_users (chatbot_id, channel, external_id, campaign_reached_at)
    SELECT ${sibling}, 'whatsapp', '22177' || lpad(n::text, 7, '0'),
           CASE WHEN n <= 20 THEN timestamptz '2026-11-20T10:00:00Z' + make_interval(mins => n) END
    FROM generate_series(1, 30) AS n`);
  return { importing, sibling };
}

async function reachedIn(server: TestServer, chatbotId: string) {
  const { rows } = await server.db.execute<{ external_id: string; reached: string }>(sql`
    SELECT external_id, to_char(campaign_reached_at AT TIME ZONE 'UTC', 'HH24:MI') AS reached
    FROM end_users WHERE chatbot_id = ${chatbotId} AND campaign_reached_at IS NOT NULL
    ORDER BY external_id`);
  return rows;
}

describe('a campaign’s reach carried to the workspace’s other chatbots', () => {
  it('marks, in one lookup per statement, the imported contacts another chatbot’s campaign reached', async () => {
    const server = testServer();
    const { importing } = await workspaceWithReachedCustomers(server);
    const client = await server.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SET LOCAL track_functions = 'all'");
      await client.query(
        `INSERT INTO end_users (chatbot_id, channel, external_id)
         SELECT $1, 'whatsapp', '22177' || lpad(n::text, 7, '0') FROM generate_series(1, 300) AS n`,
        [importing],
      );
      const { rows } = await client.query<{ calls: string }>(
        `SELECT calls FROM pg_stat_xact_user_functions WHERE funcname = 'griot_end_users_reached_elsewhere'`,
      );
      expect(rows.map((row) => Number(row.calls))).toEqual([1]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const reached = await reachedIn(server, importing);
    expect(reached).toHaveLength(20);
    expect(reached[0]).toEqual({ external_id: '221770000001', reached: '10:01' });
    expect(reached[19]).toEqual({ external_id: '221770000020', reached: '10:20' });
  });

  it('marks a customer who first writes to the other chatbot, and leaves other channels and workspaces alone', async () => {
    const server = testServer();
    const { importing } = await workspaceWithReachedCustomers(server);
    const elsewhere = await buildAccount(server);
    const foreign = await buildChatbot(server, elsewhere.workspaceId, { type: 'whatsapp' });
    await server.db.execute(sql`
      INSERT INTO end_users (chatbot_id, channel, external_id) VALUES
        (${importing}, 'whatsapp', '221770000005'),
        (${importing}, 'telegram', '221770000006'),
        (${importing}, 'whatsapp', '221770000025'),
        (${foreign}, 'whatsapp', '221770000007')
      ON CONFLICT DO NOTHING`);
    expect(await reachedIn(server, importing)).toEqual([{ external_id: '221770000005', reached: '10:05' }]);
    expect(await reachedIn(server, foreign)).toEqual([]);
    // Known already: ON CONFLICT inserts nothing, and nothing changes.
    await server.db.execute(sql`
      UPDATE end_users SET campaign_reached_at = NULL WHERE chatbot_id = ${importing}`);
    await server.db.execute(sql`
      INSERT INTO end_users (chatbot_id, channel, external_id) VALUES (${importing}, 'whatsapp', '221770000005')
      ON CONFLICT DO NOTHING`);
    expect(await reachedIn(server, importing)).toEqual([]);
  });
});
