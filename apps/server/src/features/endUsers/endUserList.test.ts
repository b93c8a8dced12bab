import { END_USERS_SEARCH_TOTAL_CAP } from '@griot/contract/endUsers/endUserSchemas';
import { endUsers } from '@griot/db/schema/endUsers';
import { messages } from '@griot/db/schema/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';
import { computeChatbotKpis } from './computeChatbotKpis';

const testServer = useTestServer();
const day = (iso: string) => new Date(`${iso}Z`);

/** An end-user of the chatbot who wrote at these moments (inbound messages). */
async function customer(
  server: TestServer,
  chatbotId: string,
  fields: { id: string; name: string; joined: string; wrote: string[]; channel?: 'whatsapp' | 'web' },
) {
  const channel = fields.channel ?? 'whatsapp';
  const last = fields.wrote.at(-1) ?? fields.joined;
  const [row] = await server.db
    .insert(endUsers)
    .values({
      chatbotId,
      channel,
      externalId: fields.id,
      fullName: fields.name,
      phone: channel === 'whatsapp' ? `+${fields.id}` : '',
      interactionCount: fields.wrote.length,
      createdAt: day(fields.joined),
      lastActivityAt: day(last),
    })
    .returning();
  for (const at of fields.wrote)
    await server.db.insert(messages).values({
      chatbotId,
      endUserId: row?.id ?? '',
      direction: 'in',
      type: 'text',
      content: { event: { type: 'text', text: 'Bonjour' } },
      status: 'received',
      createdAt: day(at),
    });
}

async function world(server: TestServer) {
  const owner = await buildAccount(server);
  const chatbotId = await buildChatbot(server, owner.workspaceId, {
    bot_name: 'Boutique Téranga',
    type: 'whatsapp',
  });
  await customer(server, chatbotId, {
    id: '221770000001',
    name: 'Awa Diop',
    joined: '2026-09-10T09:00:00',
    wrote: ['2026-09-10T09:00:00', '2026-10-02T10:00:00', '2026-11-22T08:00:00', '2026-11-24T08:00:00'],
  });
  await customer(server, chatbotId, {
    id: '221770000002',
    name: 'Moussa Sow',
    joined: '2026-11-24T07:00:00',
    wrote: ['2026-11-24T07:00:00', '2026-11-24T07:05:00'],
  });
  await customer(server, chatbotId, {
    id: 'test-simulateur',
    name: 'Mariama Ba (test)',
    joined: '2026-11-24T07:00:00',
    wrote: ['2026-11-24T07:00:00'],
    channel: 'web',
  });
  return { owner, chatbotId };
}

describe('chatbot KPIs', () => {
  it('counts daily and monthly activity from stored messages, with fixed days and months, tests left out', async () => {
    const server = testServer();
    const { chatbotId } = await world(server);
    const kpis = await computeChatbotKpis(server.db, chatbotId, {
      months: 3,
      days: 3,
      now: day('2026-11-24T12:00:00'),
    });
    expect(kpis.dau).toEqual([
      { date: '2026-11-22', totalActiveUsers: 1, activeUsersExcludingNewRegistrations: 1 },
      { date: '2026-11-23', totalActiveUsers: 0, activeUsersExcludingNewRegistrations: 0 },
      { date: '2026-11-24', totalActiveUsers: 2, activeUsersExcludingNewRegistrations: 1 },
    ]);
    expect(kpis.user_per_month.monthlyData).toEqual([
      { month: { year: 2026, month: 9 }, newUsers: 1 },
      { month: { year: 2026, month: 10 }, newUsers: 0 },
      { month: { year: 2026, month: 11 }, newUsers: 1 },
    ]);
    expect(kpis.mau.monthlyData.map((row) => row.activeUsers)).toEqual([1, 1, 2]);
    // November: 4 messages from 2 end-users.
    expect(kpis.average_discussion).toEqual([
      { year: 2026, month: 9, averageInteractions: 1 },
      { year: 2026, month: 10, averageInteractions: 1 },
      { year: 2026, month: 11, averageInteractions: 2 },
    ]);
  });

  it('keeps the month and day counters (migration 0026) equal to the messages after bulk writes, a move and a deletion', async () => {
    const server = testServer();
    const { chatbotId } = await world(server);
    // Many messages in one statement, as the runtime's round write and imports do.
    await server.db.execute(sql`
      INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status, created_at)
      SELECT ${chatbotId}, e.id, d, 'text', '{}'::jsonb, 'received', '2026-10-05T10:00:00Z'::timestamptz + make_interval(days => k)
      FROM end_users e CROSS JOIN generate_series(0, 3) k CROSS JOIN (VALUES ('in'), ('out')) AS x(d)
      WHERE e.chatbot_id = ${chatbotId}`);
    await server.db.execute(
      sql`UPDATE end_users SET created_at = '2026-10-01T00:00:00Z' WHERE external_id = '221770000002'`,
    );
    const fromMessages = async () =>
      (
        await server.db.execute<{ month: string; active: number; messages: number; new_users: number }>(sql`
        SELECT to_char(mo, 'YYYY-MM') AS month,
          (SELECT count(DISTINCT m.end_user_id) FROM messages m JOIN end_users e ON e.id = m.end_user_id AND NOT e.is_test
           WHERE m.chatbot_id = ${chatbotId} AND m.direction = 'in' AND date_trunc('month', m.created_at AT TIME ZONE 'UTC') = mo)::int AS active,
          (SELECT count(*) FROM messages m JOIN end_users e ON e.id = m.end_user_id AND NOT e.is_test
           WHERE m.chatbot_id = ${chatbotId} AND m.direction = 'in' AND date_trunc('month', m.created_at AT TIME ZONE 'UTC') = mo)::int AS messages,
          (SELECT count(*) FROM end_users e WHERE e.chatbot_id = ${chatbotId} AND NOT e.is_test
           AND date_trunc('month', e.created_at AT TIME ZONE 'UTC') = mo)::int AS new_users
        FROM generate_series('2026-09-01'::timestamp, '2026-11-01'::timestamp, interval '1 month') mo ORDER BY mo`)
      ).rows;
    const fromKpis = async () => {
      const kpis = await computeChatbotKpis(server.db, chatbotId, {
        months: 3,
        days: 3,
        now: day('2026-11-24T12:00:00'),
      });
      return kpis.mau.monthlyData.map((row, index) => ({
        month: `${row.month.year}-${String(row.month.month).padStart(2, '0')}`,
        active: row.activeUsers,
        messages: Math.round(row.activeUsers * (kpis.average_discussion[index]?.averageInteractions ?? 0)),
        new_users: kpis.user_per_month.monthlyData[index]?.newUsers ?? 0,
      }));
    };
    expect(await fromKpis()).toEqual(await fromMessages());
    expect((await fromKpis())[1]).toEqual({ month: '2026-10', active: 2, messages: 9, new_users: 1 });
    await server.db.execute(sql`DELETE FROM end_users WHERE external_id = '221770000001'`);
    expect(await fromKpis()).toEqual(await fromMessages());
    expect((await fromKpis())[1]).toEqual({ month: '2026-10', active: 1, messages: 4, new_users: 1 });
  });

  it('answers the owner through the API and another account 404', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server);
    const stranger = await buildAccount(server);
    const url = `/api/get/baddass/kpis/${chatbotId}?months=6&days=3`;
    const mine = await server.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().baddas_stats.mau.monthlyData).toHaveLength(6);
    expect((await server.app.inject({ method: 'GET', url, headers: stranger.auth })).statusCode).toBe(404);
    const badPeriod = await server.app.inject({
      method: 'GET',
      url: `/api/get/baddass/kpis/${chatbotId}?months=7`,
      headers: owner.auth,
    });
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json().message).toBe('Période invalide');
  });
});

describe('GET /get/strong/users', () => {
  it('reads the list in chunks, each after the previous one’s last row: every end-user once, in order, ties included', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server);
    // 25 more, five of them active at the very same microsecond.
    await server.db.execute(sql`
      INSERT INTO end_users (chatbot_id, channel, external_id, full_name, last_activity_at)
      SELECT ${chatbotId}, 'whatsapp', '22176' || lpad(n::text, 7, '0'), 'Client ' || n,
             CASE WHEN n <= 5 THEN '2026-11-20T10:00:00.123456Z'::timestamptz
                  ELSE '2026-11-20T10:00:00Z'::timestamptz - make_interval(secs => n) END
      FROM generate_series(1, 25) AS n`);
    const list = async (query: string) => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/get/strong/users?${query}`,
        headers: owner.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const whole = (await list('limit=999999')).users.map((user: { iduser: string }) => user.iduser);
    expect(whole).toHaveLength(27);
    const chunked: string[] = [];
    let after: string | null = '';
    while (after !== null) {
      const page = await list(`limit=4${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      chunked.push(...page.users.map((user: { iduser: string }) => user.iduser));
      after = page.pagination.next;
    }
    expect(chunked).toEqual(whole);
    const bad = await server.app.inject({
      method: 'GET',
      url: `/api/get/strong/users?after=${encodeURIComponent("2026-11-20'; DROP TABLE end_users; --")}`,
      headers: owner.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Position de la liste invalide');
  });

  it('lists the account’s end-users, latest first, searched and paged, never the tests', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server);
    const list = async (query: string) =>
      (
        await server.app.inject({ method: 'GET', url: `/api/get/strong/users?${query}`, headers: owner.auth })
      ).json();
    const all = await list('page=1&limit=20');
    expect(all.users.map((user: { user_full_name: string }) => user.user_full_name)).toEqual([
      'Awa Diop',
      'Moussa Sow',
    ]);
    expect(all.users[0]).toMatchObject({
      tel: '+221770000001',
      bot_name: 'Boutique Téranga',
      idbot: chatbotId,
      total_discussions: 4,
      usertel: '221770000001',
      channel: 'whatsapp',
    });
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 2, total_capped: false, next: null });
    expect((await list('search=moussa')).users).toHaveLength(1);
    // Name, number, email or identity, anywhere in them.
    const byNumber = await list('search=0000002');
    expect(byNumber.users.map((user: { user_full_name: string }) => user.user_full_name)).toEqual([
      'Moussa Sow',
    ]);
    expect(byNumber.pagination).toMatchObject({ total: 1, total_capped: false });
    const asShown = await list(`search=${encodeURIComponent('+221 77 000 00 02')}`);
    expect(asShown.users.map((user: { user_full_name: string }) => user.user_full_name)).toEqual([
      'Moussa Sow',
    ]);
    expect((await list('search=%25')).users).toHaveLength(0);
    expect((await list('page=2&limit=1')).users[0].user_full_name).toBe('Moussa Sow');
    expect((await list('limit=999999')).users).toHaveLength(2);
    expect((await list(`idbotget=${chatbotId}`)).users).toHaveLength(2);

    // A search's total is counted up to the cap, and says so.
    await server.db.execute(sql`
      INSERT INTO end_users (chatbot_id, channel, external_id, full_name)
      SELECT ${chatbotId}, 'whatsapp', '22178' || lpad(n::text, 7, '0'), 'Client Thiès ' || n
      FROM generate_series(1, ${END_USERS_SEARCH_TOTAL_CAP + 1}) AS n`);
    const many = await list('search=thi%C3%A8s&limit=20');
    expect(many.users).toHaveLength(20);
    expect(many.pagination).toMatchObject({
      page: 1,
      limit: 20,
      total: END_USERS_SEARCH_TOTAL_CAP,
      total_capped: true,
    });

    const stranger = await buildAccount(server);
    const theirs = await server.app.inject({
      method: 'GET',
      url: '/api/get/strong/users',
      headers: stranger.auth,
    });
    expect(theirs.json().users).toEqual([]);
    const foreign = await server.app.inject({
      method: 'GET',
      url: `/api/get/strong/users?idbotget=${chatbotId}`,
      headers: stranger.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
