import { sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../test/buildTestServer';
import { buildAccount, buildChatbot } from '../test/factories';

/**
 * messages.end_user_id is checked once per statement instead of by a per-row foreign key
 * (migration 0058, the burst's hottest write): these are the key's guarantees, kept.
 */
const testServer = useTestServer();

async function threeCustomers(server: TestServer): Promise<string[]> {
  const owner = await buildAccount(server);
  const chatbotId = await buildChatbot(server, owner.workspaceId, { type: 'whatsapp' });
  const { rows } = await server.db.execute<{ id: string }>(sql`
    INSERT INTO end_users (chatbot_id, channel, external_id)
    SELECT ${chatbotId}, 'whatsapp', '22177000000' || n FROM generate_series(1, 3) AS n
    RETURNING id`);
  return rows.map((row) => row.id);
}

/** Three messages (one in, two out) for each end-user, in one statement. */
const writeMessages = (client: PoolClient, endUserIds: string[]) =>
  client.query(
    `INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
     SELECT e.chatbot_id, e.id, m.direction, 'text', '{"text": "Salut"}'::jsonb, m.status
     FROM unnest($1::uuid[]) AS u(id)
     LEFT JOIN end_users e ON e.id = u.id
     CROSS JOIN (VALUES ('in', 'received'), ('out', 'sent'), ('out', 'sent')) AS m(direction, status)`,
    [endUserIds],
  );

async function messageCount(server: TestServer, endUserIds: string[]): Promise<number> {
  const { rows } = await server.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM messages WHERE end_user_id = ANY ($1::uuid[])',
    [endUserIds],
  );
  return rows[0]?.n ?? 0;
}

const settledWithin = (promise: Promise<unknown>, millis: number) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), millis)),
  ]);

async function withClients<T>(server: TestServer, work: (a: PoolClient, b: PoolClient) => Promise<T>) {
  const [a, b] = [await server.pool.connect(), await server.pool.connect()];
  try {
    return await work(a, b);
  } finally {
    await a.query('ROLLBACK').catch(() => undefined);
    await b.query('ROLLBACK').catch(() => undefined);
    a.release();
    b.release();
  }
}

describe("messages' end-user key, checked per statement", () => {
  it('checks a statement of many rows in one call, with no per-row key left', async () => {
    const server = testServer();
    const customers = await threeCustomers(server);
    const { rows: keys } = await server.pool.query(
      `SELECT conname FROM pg_constraint WHERE contype = 'f' AND conrelid = 'messages'::regclass`,
    );
    expect(keys).toEqual([]);
    await withClients(server, async (client) => {
      await client.query('BEGIN');
      await client.query("SET LOCAL track_functions = 'all'");
      await writeMessages(client, customers);
      const { rows } = await client.query<{ calls: string }>(
        `SELECT calls FROM pg_stat_xact_user_functions WHERE funcname = 'griot_messages_end_users_held'`,
      );
      expect(rows.map((row) => Number(row.calls))).toEqual([1]);
      await client.query('COMMIT');
    });
    expect(await messageCount(server, customers)).toBe(9);
  });

  it('refuses, with the key’s error, a statement naming an end-user that does not exist, and writes none of it', async () => {
    const server = testServer();
    const customers = await threeCustomers(server);
    const unknown = '00000000-0000-4000-8000-000000000001';
    await withClients(server, async (client) => {
      const error = await client
        .query(
          `INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
           SELECT e.chatbot_id, x.id, 'in', 'text', '{}'::jsonb, 'received'
           FROM unnest($1::uuid[]) AS x(id) CROSS JOIN (SELECT chatbot_id FROM end_users LIMIT 1) e`,
          [[...customers, unknown]],
        )
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({
        code: '23503',
        constraint: 'messages_end_user_id_end_users_id_fk',
        detail: `Key (end_user_id)=(${unknown}) is not present in table "end_users".`,
      });
    });
    expect(await messageCount(server, customers)).toBe(0);
    // Moving a message to nobody is refused too.
    await server.pool.query(
      `INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
       SELECT chatbot_id, id, 'in', 'text', '{}'::jsonb, 'received' FROM end_users WHERE id = $1`,
      [customers[0]],
    );
    await expect(
      server.pool.query('UPDATE messages SET end_user_id = $1 WHERE end_user_id = $2', [
        unknown,
        customers[0],
      ]),
    ).rejects.toMatchObject({ code: '23503' });
    expect(await messageCount(server, [customers[0] as string])).toBe(1);
  });

  it('deletes the messages of the end-users a statement deletes, and only theirs', async () => {
    const server = testServer();
    const customers = await threeCustomers(server);
    await withClients(server, (client) => writeMessages(client, customers));
    await server.pool.query('DELETE FROM end_users WHERE id = ANY ($1::uuid[])', [customers.slice(0, 2)]);
    expect(await messageCount(server, customers.slice(0, 2))).toBe(0);
    expect(await messageCount(server, customers.slice(2))).toBe(3);
  });

  it('makes a delete wait for a writer of the end-user’s messages, then removes what it wrote', async () => {
    const server = testServer();
    const customers = await threeCustomers(server);
    await withClients(server, async (writer, deleter) => {
      await writer.query('BEGIN');
      await writeMessages(writer, customers.slice(0, 1));
      const deleted = deleter.query('DELETE FROM end_users WHERE id = $1', [customers[0]]);
      expect(await settledWithin(deleted, 300)).toBe(false);
      await writer.query('COMMIT');
      await deleted;
    });
    expect(await messageCount(server, customers.slice(0, 1))).toBe(0);
  });

  it('makes a writer wait for a delete of its end-user, then fails it', async () => {
    const server = testServer();
    const customers = await threeCustomers(server);
    await withClients(server, async (writer, deleter) => {
      await deleter.query('BEGIN');
      await deleter.query('DELETE FROM end_users WHERE id = $1', [customers[1]]);
      const written = writeMessages(writer, customers.slice(1, 2));
      expect(await settledWithin(written, 300)).toBe(false);
      await deleter.query('COMMIT');
      await expect(written).rejects.toMatchObject({ code: '23503' });
    });
    expect(await messageCount(server, customers.slice(1, 2))).toBe(0);
  });
});
