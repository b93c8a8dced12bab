import { once } from 'node:events';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';
import { listEndUsers } from './listEndUsers';
import { END_USERS_STREAMS_PER_ACCOUNT } from './registerEndUsersStream';
import { streamEndUsers } from './streamEndUsers';

/** GET /get/strong/users with 'Tous' (limit 999999): the same answer, streamed a batch at a time. */
const testServer = useTestServer();

async function listenOnce(app: FastifyInstance): Promise<string> {
  const [bound] = app.addresses();
  if (bound && typeof bound !== 'string') return `http://127.0.0.1:${bound.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** An account with two chatbots, `count` end-users each, some active at the very same microsecond. */
async function accountWithEndUsers(count: number) {
  const server = testServer();
  const owner = await buildAccount(server);
  const chatbots = [
    await buildChatbot(server, owner.workspaceId, { bot_name: 'Boutique Téranga' }),
    await buildChatbot(server, owner.workspaceId, { bot_name: 'Pagnes de Thiès', type: 'telegram' }),
  ];
  for (const [index, chatbotId] of chatbots.entries())
    await server.db.execute(sql`
      INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone, email, interaction_count, last_activity_at)
      SELECT ${chatbotId}, ${index === 0 ? 'whatsapp' : 'telegram'}, ${String(index)} || lpad(n::text, 8, '0'),
             'Client ' || n, CASE WHEN n % 3 = 0 THEN '+22177' || lpad(n::text, 7, '0') ELSE '' END,
             CASE WHEN n % 4 = 0 THEN 'client' || n || '@exemple.sn' ELSE '' END, n % 7,
             CASE WHEN n % 5 = 0 THEN '2026-11-20T10:00:00.123456Z'::timestamptz
                  ELSE now() - make_interval(secs => n * 3600) END
      FROM generate_series(1, ${count}) AS n`);
  // A playground conversation: never listed.
  await server.db.execute(sql`
    INSERT INTO end_users (chatbot_id, channel, external_id) VALUES (${chatbots[0]}, 'web', 'test-visiteur')`);
  return { server, owner, chatbots };
}

describe('GET /get/strong/users, streamed', () => {
  it('answers limit=999999 byte for byte as the procedure answers a page holding every row', async () => {
    const { server, owner, chatbots } = await accountWithEndUsers(30);
    const get = (query: string) =>
      server.app.inject({ method: 'GET', url: `/api/get/strong/users?${query}`, headers: owner.auth });
    for (const filters of ['', `&idbotget=${chatbots[1]}`, '&search=client1', '&search=%2B22177']) {
      const whole = await get(`limit=999999${filters}`);
      const golden = await get(`limit=10000${filters}`);
      expect(whole.statusCode, whole.body).toBe(200);
      expect(golden.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe(golden.headers['content-type']);
      expect(whole.body).toBe(golden.body.replace('"limit":10000,', '"limit":999999,'));
      expect(whole.json().users.length).toBeGreaterThan(0);
    }
    const golden = (await get('limit=10000')).json();
    expect(golden.users).toHaveLength(60);
    expect(golden.pagination.total).toBe(60);
    // Past the end, and after a position: the procedure's answers too.
    const second = await get('limit=999999&page=2');
    expect(second.body).toBe(
      (await get('limit=10000&page=2')).body.replace('"limit":10000,', '"limit":999999,'),
    );
    const after = encodeURIComponent(golden.users[9].created_at.replace(/Z$/, '000Z'));
    const position = `${after}_${golden.users[9].iduser}`;
    expect((await get(`limit=999999&after=${position}`)).body).toBe(
      (await get(`limit=10000&after=${position}`)).body.replace('"limit":10000,', '"limit":999999,'),
    );
  });

  it('reads the rows a batch at a time, each after the previous batch’s last row, and stops at the limit', async () => {
    const { server, owner } = await accountWithEndUsers(11);
    const expected = await listEndUsers(server.db, owner.workspaceId, { page: 1, limit: 10_000 });
    const text = async (limit: number, batch: number) => {
      let body = '';
      for await (const piece of streamEndUsers(server.db, owner.workspaceId, { page: 1, limit }, batch))
        body += piece;
      return JSON.parse(body);
    };
    // Batches of 3 over 22 end-users, ties across batch edges: every end-user once, in order.
    const streamed = await text(20_000, 3);
    expect(streamed.users).toEqual(expected.users);
    expect(streamed.pagination).toEqual({
      page: 1,
      limit: 20_000,
      total: 22,
      total_capped: false,
      next: null,
    });
    // A limit inside a batch: that many rows, and the position to read on from.
    const capped = await text(7, 3);
    expect(capped.users).toEqual(expected.users.slice(0, 7));
    const page = await listEndUsers(server.db, owner.workspaceId, { page: 1, limit: 7 });
    expect(capped.pagination.next).toBe(page.next);
  });

  it('goes through the streaming route past 10,000 rows asked (chunked, no whole length) and not below', async () => {
    const { server, owner } = await accountWithEndUsers(3);
    const address = await listenOnce(server.app);
    const streamed = await fetch(`${address}/api/get/strong/users?limit=999999`, { headers: owner.auth });
    expect(streamed.headers.get('transfer-encoding')).toBe('chunked');
    expect(streamed.headers.get('content-length')).toBeNull();
    expect((await streamed.json()).users).toHaveLength(6);
    const whole = await fetch(`${address}/api/get/strong/users?limit=10000`, { headers: owner.auth });
    expect(whole.headers.get('content-length')).not.toBeNull();
    await whole.arrayBuffer();
  });

  it('refuses as the procedure does: no session 401, another account’s chatbot 404, a bad query 400', async () => {
    const { server, chatbots } = await accountWithEndUsers(1);
    const stranger = await buildAccount(server);
    const none = await server.app.inject({ method: 'GET', url: '/api/get/strong/users?limit=999999' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      success: false,
      error: 'Session expirée, veuillez vous reconnecter',
      message: 'Session expirée, veuillez vous reconnecter',
    });
    const foreign = await server.app.inject({
      method: 'GET',
      url: `/api/get/strong/users?limit=999999&idbotget=${chatbots[0]}`,
      headers: stranger.auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Chatbot introuvable');
    const tooMany = await server.app.inject({
      method: 'GET',
      url: '/api/get/strong/users?limit=1000000',
      headers: stranger.auth,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it(`holds ${END_USERS_STREAMS_PER_ACCOUNT} streamed lists of one account at once, the next one refused in French (429)`, {
    timeout: 60_000,
  }, async () => {
    // About 12 MB of JSON: more than the sockets hold for a client that does not read.
    const { server, owner } = await accountWithEndUsers(15_000);
    const address = new URL(await listenOnce(server.app));
    const stalled: net.Socket[] = [];
    const openUnread = async (token: string) => {
      const socket = net.connect(Number(address.port), address.hostname);
      socket.write(
        `GET /api/get/strong/users?limit=999999 HTTP/1.1\r\nHost: ${address.host}\r\n${token}\r\n\r\n`,
      );
      const [head] = await once(socket, 'data');
      socket.pause();
      stalled.push(socket);
      return String(head).split('\r\n')[0];
    };
    for (let index = 0; index < END_USERS_STREAMS_PER_ACCOUNT; index += 1)
      expect(await openUnread(`Authorization: ${owner.auth.authorization}`)).toBe('HTTP/1.1 200 OK');
    const refused = await fetch(`${address.origin}/api/get/strong/users?limit=999999`, {
      headers: owner.auth,
    });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      'La liste complète de vos utilisateurs est déjà en cours de chargement : attendez la fin, puis réessayez.',
    );
    // Another account is not held back.
    const other = await buildAccount(server);
    expect(await openUnread(`Authorization: ${other.auth.authorization}`)).toBe('HTTP/1.1 200 OK');
    for (const socket of stalled) socket.destroy();
    let again = 429;
    for (let attempt = 0; attempt < 50 && again === 429; attempt += 1) {
      const response = await fetch(`${address.origin}/api/get/strong/users?limit=999999`, {
        headers: owner.auth,
      });
      again = response.status;
      await response.arrayBuffer();
      if (again === 429) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(again).toBe(200);
  });
});
