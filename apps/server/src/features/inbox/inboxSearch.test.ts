import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { inboxPageSql, listInboxConversations } from './inboxListQueries';
import { customer, inboxCalls, inboxWorld } from './test/inboxKit';

/** GET /inbox/conversations?search=: names, numbers and words written; walked or read from the indexes. */
const testServer = useTestServer();
const call = inboxCalls(testServer);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('the inbox search', () => {
  it('searches names, numbers and what customers and agents wrote, never the bot’s words', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const moussa = await customer(server, {
      chatbotId: world.whatsapp,
      name: 'Moussa Ndiaye',
      phone: '221771234567',
      said: ['Je voudrais un boubou brodé'],
      at: minutesAgo(3),
    });
    const khady = await customer(server, {
      chatbotId: world.whatsapp,
      name: 'Khady Ba',
      said: ['Où est ma commande ?'],
      at: minutesAgo(2),
    });
    // The bot's own message, outside the search.
    await server.db.execute(sql`
      INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
      VALUES (${world.whatsapp}, ${khady}, 'out', 'text', '{"element":{"type":"text","message":"Nos pagnes wax"}}', 'sent')`);
    // An agent's reply is found.
    await server.db.execute(sql`
      INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status, agent_id)
      VALUES (${world.whatsapp}, ${khady}, 'out', 'text', '{"element":{"type":"text","message":"Livraison à Thiès demain"}}', 'sent', ${world.owner.userId})`);
    const other = await inboxWorld(server);
    await customer(server, { chatbotId: other.whatsapp, name: 'Moussa Ailleurs', said: ['boubou brodé'] });

    const search = async (words: string) =>
      (
        (await call('GET', `/inbox/conversations?search=${encodeURIComponent(words)}`, world.owner.auth)).json
          .conversations as Array<{ id: string }>
      ).map((row) => row.id);
    expect(await search('moussa')).toEqual([moussa]);
    expect(await search('77 123 45')).toEqual([moussa]);
    expect(await search('+221 77 123 4567')).toEqual([moussa]);
    expect(await search('boubou')).toEqual([moussa]);
    expect(await search('commande')).toEqual([khady]);
    expect(await search('thiès')).toEqual([khady]);
    expect(await search('pagnes wax')).toEqual([]);
    expect(await search('100%')).toEqual([]);
    expect(await search('Ba')).toEqual([khady]);
  });

  it('pages a search by cursor in the list’s order', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const wanted: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const said = index % 2 === 0 ? ['Je veux un boubou'] : ['Bonjour'];
      const id = await customer(server, {
        chatbotId: world.whatsapp,
        name: `Client ${index}`,
        said,
        at: minutesAgo(index),
      });
      if (index % 2 === 0) wanted.push(id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `search=boubou&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const answer = await call('GET', `/inbox/conversations?${query}`, world.owner.auth);
      expect(answer.status, answer.body).toBe(200);
      seen.push(...(answer.json.conversations as Array<{ id: string }>).map((row) => row.id));
      cursor = answer.json.next_cursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual(wanted);
  });

  it('finds the same page by walking the list or by the trigram indexes', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    for (let index = 0; index < 6; index += 1)
      await customer(server, {
        chatbotId: world.whatsapp,
        name: index % 3 === 0 ? `Mariama Sarr ${index}` : `Client ${index}`,
        said: index % 2 === 0 ? ['Livraison à Thiès ?'] : ['Bonjour'],
        at: minutesAgo(index),
      });
    const workspace = { id: world.workspaceId, meId: world.owner.userId };
    const ids = async (search: string, mode: 'walked' | 'indexed') =>
      (
        await server.db.execute<{ id: string }>(
          inboxPageSql(workspace, { view: 'all', limit: 2, search }, mode),
        )
      ).rows.map((row) => row.id);
    for (const search of ['thiès', 'mariama', 'Sarr 3', 'introuvable', 'Ma']) {
      const indexed = await ids(search, 'indexed');
      expect(await ids(search, 'walked'), search).toEqual(indexed);
    }
    expect(await ids('thiès', 'indexed')).toHaveLength(3);

    // Through the whole choice, with thresholds this small: common words walk (the page fills, or
    // the list ends within the walk, or the walk gives up and the indexes answer), rare ones don't.
    for (const tuning of [
      { common: 1, walk: 100 },
      { common: 1, walk: 2 },
      { common: 1_000, walk: 100 },
    ])
      for (const search of ['thiès', 'mariama', 'introuvable']) {
        const expected = await ids(search, 'indexed');
        let seen: string[] = [];
        let cursor: string | undefined;
        do {
          const page = await listInboxConversations(
            server.db,
            workspace,
            { view: 'all', limit: 2, search, cursor },
            tuning,
          );
          seen = [...seen, ...page.conversations.map((row) => row.id)];
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        expect(seen.slice(0, 3), `${search} ${JSON.stringify(tuning)}`).toEqual(expected);
      }
  });
});
