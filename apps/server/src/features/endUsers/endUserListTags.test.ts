import {
  END_USER_ROW_TAGS,
  END_USERS_SEARCH_TOTAL_CAP,
  END_USERS_TAG_FILTER_MAX,
} from '@griot/contract/endUsers/endUserSchemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';

const testServer = useTestServer();

type Listed = { user_full_name: string; tags: string[]; tag_count: number };
type ListAnswer = { users: Listed[]; pagination: { total: number; total_capped: boolean } };

/** An end-user of the chatbot, active `minutesAgo`, wearing `tags`. Its id. */
async function wearer(
  server: TestServer,
  chatbotId: string,
  fields: { name: string; minutesAgo: number; tags: string[]; test?: boolean },
): Promise<string> {
  const created = await server.db.execute<{ id: string }>(sql`
    INSERT INTO end_users (chatbot_id, channel, external_id, full_name, last_activity_at)
    VALUES (${chatbotId}, ${fields.test ? 'web' : 'whatsapp'},
            ${fields.test ? `test-${fields.name}` : `2217${String(fields.minutesAgo).padStart(8, '0')}`},
            ${fields.name}, now() - make_interval(mins => ${fields.minutesAgo}))
    RETURNING id`);
  const id = created.rows[0]?.id ?? '';
  for (const tag of fields.tags)
    await server.db.execute(
      sql`INSERT INTO end_user_tags (end_user_id, chatbot_id, tag) VALUES (${id}, ${chatbotId}, ${tag})`,
    );
  return id;
}

/**
 * Two chatbots of one workspace: Awa wears five tags, Moussa 'Grossiste', Fatou none, Cheikh (the
 * other chatbot) 'VIP', and the simulator's test conversation 'VIP' too, and 'Essai' that no
 * customer wears; another workspace's customer wears 'VIP' as well.
 */
async function world(server: TestServer) {
  const owner = await buildAccount(server);
  const shop = await buildChatbot(server, owner.workspaceId, {
    bot_name: 'Boutique Téranga',
    type: 'whatsapp',
  });
  const market = await buildChatbot(server, owner.workspaceId, {
    bot_name: 'Marché Sandaga',
    type: 'whatsapp',
  });
  await wearer(server, shop, {
    name: 'Awa Diop',
    minutesAgo: 1,
    tags: ['VIP', 'Tabaski 2026', 'zèbre', 'Grossiste', 'abonnée'],
  });
  await wearer(server, shop, { name: 'Moussa Sow', minutesAgo: 2, tags: ['Grossiste'] });
  await wearer(server, shop, { name: 'Fatou Ndiaye', minutesAgo: 3, tags: [] });
  await wearer(server, shop, { name: 'Simulateur', minutesAgo: 0, tags: ['VIP', 'Essai'], test: true });
  await wearer(server, market, { name: 'Cheikh Fall', minutesAgo: 4, tags: ['VIP'] });
  const stranger = await buildAccount(server);
  const theirs = await buildChatbot(server, stranger.workspaceId, { bot_name: 'Ailleurs', type: 'whatsapp' });
  await wearer(server, theirs, { name: 'Client ailleurs', minutesAgo: 1, tags: ['VIP', 'Export'] });
  const list = async (query: string, auth = owner.auth) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/get/strong/users?${query}`,
      headers: auth,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const names = (answer: ListAnswer) => answer.users.map((user) => user.user_full_name);
  return { owner, stranger, shop, market, list, names };
}

describe('GET /get/strong/users: tags', () => {
  it('gives each row its first tags, alphabetical, and how many it wears', async () => {
    const { list } = await world(testServer());
    const answer = await list('limit=20');
    expect(answer.status).toBe(200);
    const byName = new Map((answer.body as ListAnswer).users.map((user) => [user.user_full_name, user]));
    expect(END_USER_ROW_TAGS).toBe(3);
    expect(byName.get('Awa Diop')).toMatchObject({
      tags: ['abonnée', 'Grossiste', 'Tabaski 2026'],
      tag_count: 5,
    });
    expect(byName.get('Moussa Sow')).toMatchObject({ tags: ['Grossiste'], tag_count: 1 });
    expect(byName.get('Fatou Ndiaye')).toMatchObject({ tags: [], tag_count: 0 });
    // 'Tous' is streamed: its rows carry the same tags.
    const whole = await list('limit=999999');
    expect(whole.body.users).toEqual(answer.body.users);
  });

  it('keeps the end-users wearing any of the tags, in the list and its total, streamed too', async () => {
    const { list, names, shop } = await world(testServer());
    const vip = await list('tags=VIP');
    expect(vip.status, JSON.stringify(vip.body)).toBe(200);
    // The simulator's test conversation wears it too, and is never listed nor counted.
    expect(names(vip.body)).toEqual(['Awa Diop', 'Cheikh Fall']);
    expect(vip.body.pagination).toMatchObject({ total: 2, total_capped: false });

    // Several tags: any of them; Awa, who wears both, once.
    const either = await list(`tags[0]=VIP&tags[1]=Grossiste&limit=20`);
    expect(names(either.body)).toEqual(['Awa Diop', 'Moussa Sow', 'Cheikh Fall']);
    expect(either.body.pagination.total).toBe(3);
    const streamed = await list(`tags[0]=VIP&tags[1]=Grossiste&limit=999999`);
    expect(streamed.status).toBe(200);
    expect(streamed.body.users).toEqual(either.body.users);
    expect(streamed.body.pagination.total).toBe(3);

    // With a chatbot, a search, paging; a tag nobody wears.
    const inShop = await list(`idbotget=${shop}&tags=VIP`);
    expect(names(inShop.body)).toEqual(['Awa Diop']);
    expect(inShop.body.pagination.total).toBe(1);
    const searched = await list(`search=moussa&tags[0]=Grossiste`);
    expect(names(searched.body)).toEqual(['Moussa Sow']);
    expect(searched.body.pagination.total).toBe(1);
    const second = await list(`tags[0]=VIP&tags[1]=Grossiste&page=2&limit=2`);
    expect(names(second.body)).toEqual(['Cheikh Fall']);
    expect(second.body.pagination.total).toBe(3);
    const nobody = await list(`tags=${encodeURIComponent('Tabaski 2025')}`);
    expect(nobody.body.users).toEqual([]);
    expect(nobody.body.pagination.total).toBe(0);
    // A tag is matched whole and exactly: a piece of it or another case is another tag.
    expect((await list('tags=vip')).body.users).toEqual([]);
    expect((await list('tags=VI')).body.users).toEqual([]);
  });

  it('counts a common tag’s wearers up to the cap, as a search, and a wearer of several tags once', async () => {
    const server = testServer();
    const { list, shop } = await world(server);
    // More wearers than the cap; 600 who wear both 'Paire' and 'Impaire' (1,200 rows, 600 people).
    await server.db.execute(sql`
      WITH crowd AS (
        INSERT INTO end_users (chatbot_id, channel, external_id, full_name, last_activity_at)
        SELECT ${shop}, 'whatsapp', '22179' || lpad(n::text, 7, '0'), 'Client ' || n,
               now() - make_interval(hours => n)
        FROM generate_series(1, ${END_USERS_SEARCH_TOTAL_CAP + 1}) AS n
        RETURNING id, full_name)
      INSERT INTO end_user_tags (end_user_id, chatbot_id, tag)
      SELECT id, ${shop}, tag FROM crowd CROSS JOIN (VALUES ('Foule'), ('Paire'), ('Impaire')) AS x(tag)
      WHERE tag = 'Foule' OR substring(full_name FROM 8)::int <= 600`);
    const crowd = await list('tags=Foule&limit=20');
    expect(crowd.body.users).toHaveLength(20);
    expect(crowd.body.pagination).toMatchObject({ total: END_USERS_SEARCH_TOTAL_CAP, total_capped: true });
    const withVip = await list('tags[0]=Foule&tags[1]=VIP');
    expect(withVip.body.pagination).toMatchObject({ total: END_USERS_SEARCH_TOTAL_CAP, total_capped: true });
    const both = await list('tags[0]=Paire&tags[1]=Impaire&tags[2]=Paire');
    expect(both.body.pagination).toMatchObject({ total: 600, total_capped: false });
  });

  it('refuses a bad tag filter in French, whole list or page', async () => {
    const { list } = await world(testServer());
    for (const limit of [20, 999_999]) {
      const empty = await list(`limit=${limit}&tags=${encodeURIComponent('  ')}`);
      expect(empty.status).toBe(400);
      expect(empty.body.message).toContain('Un tag compte de 1 à 60 caractères.');
      const long = await list(`limit=${limit}&tags=${'a'.repeat(61)}`);
      expect(long.status).toBe(400);
      expect(long.body.message).toContain('Un tag compte de 1 à 60 caractères.');
      const many = Array.from(
        { length: END_USERS_TAG_FILTER_MAX + 1 },
        (_, index) => `tags[${index}]=t${index}`,
      );
      const tooMany = await list(`limit=${limit}&${many.join('&')}`);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toContain('Filtrez sur 20 tags au plus.');
    }
  });

  it('filters another workspace’s chatbot by tag: 404, and never lists its end-users', async () => {
    const { list, names, stranger, shop } = await world(testServer());
    const foreign = await list(`idbotget=${shop}&tags=VIP`, stranger.auth);
    expect(foreign.status).toBe(404);
    const theirs = await list('tags=VIP', stranger.auth);
    expect(names(theirs.body)).toEqual(['Client ailleurs']);
    expect(theirs.body.pagination.total).toBe(1);
  });
});

describe('GET /end-users/tags', () => {
  it('offers the workspace’s tags (or one chatbot’s), the most worn first, by customers only; another workspace’s chatbot is 404', async () => {
    const { owner, stranger, shop, market } = await world(testServer());
    const server = testServer();
    const tags = async (query: string, auth = owner.auth) => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/end-users/tags${query}`,
        headers: auth,
      });
      return { status: response.statusCode, body: response.json() };
    };
    const all = await tags('');
    expect(all.status).toBe(200);
    // VIP: Awa and Cheikh of the other chatbot. The simulator's conversation, which the list leaves
    // out, counts for none of its tags: 'Essai', which only it wears, is not offered.
    expect(all.body.tags).toEqual([
      { tag: 'Grossiste', count: 2 },
      { tag: 'VIP', count: 2 },
      { tag: 'abonnée', count: 1 },
      { tag: 'Tabaski 2026', count: 1 },
      { tag: 'zèbre', count: 1 },
    ]);
    expect((await tags(`?idbotget=${market}`)).body.tags).toEqual([{ tag: 'VIP', count: 1 }]);
    expect((await tags(`?idbotget=${shop}`)).body.tags).toEqual([
      { tag: 'Grossiste', count: 2 },
      { tag: 'abonnée', count: 1 },
      { tag: 'Tabaski 2026', count: 1 },
      { tag: 'VIP', count: 1 },
      { tag: 'zèbre', count: 1 },
    ]);
    expect((await tags(`?idbotget=${shop}`, stranger.auth)).status).toBe(404);
    expect((await tags('', stranger.auth)).body.tags).toEqual([
      { tag: 'Export', count: 1 },
      { tag: 'VIP', count: 1 },
    ]);
  });
});
