import fr from '@griot/contract/inbox/i18n/fr';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openConversation } from '../../runtime/conversationStatus';
import { useTestServer } from '../../test/buildTestServer';
import { customer, customerWrites, handOver, inboxCalls, inboxWorld, joinAs } from './test/inboxKit';

/** GET /inbox/conversations and /inbox/counts: views, filters, pages, unread per member (the search: inboxSearch.test.ts). */
const testServer = useTestServer();
const call = inboxCalls(testServer);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** An agent takes the conversation (what the customer wrote before stays read). */
async function open(endUserId: string) {
  await testServer().db.transaction((tx) => openConversation(tx, { endUserId, reason: 'agent' }));
}
const handOverIn = (endUserId: string, assigneeId?: string) => handOver(testServer(), endUserId, assigneeId);

describe('the inbox list', () => {
  it('puts each conversation in its views, newest activity first, with its chatbot, assignee, labels and reply window', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const agent = await joinAs(server, world.workspaceId, 'agent', { firstname: 'Fatou', lastname: 'Sow' });
    const moussa = await customer(server, {
      chatbotId: world.whatsapp,
      name: 'Moussa Ndiaye',
      at: minutesAgo(5),
    });
    const aida = await customer(server, { chatbotId: world.whatsapp, name: 'Aïda Fall', at: minutesAgo(3) });
    const web = await customer(server, {
      chatbotId: world.web,
      channel: 'web',
      name: 'Visiteur',
      at: minutesAgo(1),
    });
    const bot = await customer(server, { chatbotId: world.whatsapp, name: 'Ibou Sarr', at: minutesAgo(10) });
    await customer(server, { chatbotId: world.web, channel: 'web', name: 'Testeur', simulator: true });
    // Another workspace's conversation never shows.
    const other = await inboxWorld(server);
    await customer(server, { chatbotId: other.whatsapp, name: 'Ailleurs' });
    await handOverIn(moussa, agent.userId);
    await handOverIn(aida);
    await handOverIn(web, world.owner.userId);

    const ids = async (auth: typeof agent.auth, query: string) => {
      const answer = await call('GET', `/inbox/conversations?${query}`, auth);
      expect(answer.status, answer.body).toBe(200);
      return (answer.json.conversations as Array<{ id: string }>).map((row) => row.id);
    };
    expect(await ids(world.owner.auth, 'view=all')).toEqual([web, aida, moussa, bot]);
    expect(await ids(agent.auth, 'view=mine')).toEqual([moussa]);
    expect(await ids(world.owner.auth, 'view=mine')).toEqual([web]);
    expect(await ids(agent.auth, 'view=unassigned')).toEqual([aida]);
    expect(await ids(agent.auth, 'view=resolved')).toEqual([bot]);

    const answer = await call('GET', '/inbox/conversations?view=mine', agent.auth);
    expect(answer.json.conversations[0]).toMatchObject({
      id: moussa,
      chatbot_id: world.whatsapp,
      chatbot_name: 'Téranga WhatsApp',
      channel: 'whatsapp',
      name: 'Moussa Ndiaye',
      status: 'open',
      assignee: { id: agent.userId, name: 'Fatou Sow' },
      labels: [],
      unread_count: 1,
      last_message_preview: 'Bonjour',
    });
    const row = answer.json.conversations[0];
    expect(Date.parse(row.reply_window_ends_at) - Date.parse(row.last_message_at)).toBe(24 * 3600_000);
    expect(row.waiting_since).not.toBeNull();
    const webRow = (await call('GET', '/inbox/conversations?view=mine', world.owner.auth)).json
      .conversations[0];
    expect(webRow.reply_window_ends_at).toBeNull();

    const counts = await call('GET', '/inbox/counts', agent.auth);
    expect(counts.status, counts.body).toBe(200);
    expect(counts.json).toMatchObject({
      views: {
        mine: { total: 1, unread: 1 },
        unassigned: { total: 1, unread: 1 },
        all: { total: 4, unread: 3 },
        resolved: { total: 1, unread: 0 },
      },
      waiting: 3,
    });
  });

  it('filters by chatbot, channel, label, status and assignee', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const agent = await joinAs(server, world.workspaceId, 'agent', { firstname: 'Fatou', lastname: 'Sow' });
    const a = await customer(server, { chatbotId: world.whatsapp, name: 'A', at: minutesAgo(4) });
    const b = await customer(server, { chatbotId: world.whatsapp, name: 'B', at: minutesAgo(3) });
    const c = await customer(server, { chatbotId: world.web, channel: 'web', name: 'C', at: minutesAgo(2) });
    await handOverIn(a, agent.userId);
    await handOverIn(c);
    const label = await call('POST', '/inbox/labels', world.owner.auth, { name: 'VIP', color: 'grape' });
    expect(label.status, label.body).toBe(200);
    const labelId = label.json.label.id;
    expect(
      (await call('POST', `/inbox/conversations/${b}/labels`, agent.auth, { label_ids: [labelId] })).status,
    ).toBe(200);

    const ids = async (query: string) =>
      (
        (await call('GET', `/inbox/conversations?view=all&${query}`, agent.auth)).json
          .conversations as Array<{
          id: string;
        }>
      ).map((row) => row.id);
    expect(await ids(`chatbot_id=${world.whatsapp}`)).toEqual([b, a]);
    expect(await ids('channel=web')).toEqual([c]);
    expect(await ids(`label_id=${labelId}`)).toEqual([b]);
    expect(await ids('status=open')).toEqual([c, a]);
    expect(await ids('status=resolved')).toEqual([b]);
    expect(await ids(`assignee_id=${agent.userId}`)).toEqual([a]);
    expect(await ids('assignee_id=none')).toEqual([c, b]);
    const labelled = (await call('GET', `/inbox/conversations?label_id=${labelId}`, agent.auth)).json;
    expect(labelled.conversations[0].labels).toEqual([{ id: labelId, name: 'VIP', color: 'grape' }]);
  });

  it('pages by cursor without duplicates or gaps, conversations without messages last', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const expected: string[] = [];
    const same = minutesAgo(30);
    for (let index = 0; index < 23; index += 1)
      expected.push(
        await customer(server, {
          chatbotId: world.whatsapp,
          name: `Client ${index}`,
          // Several conversations share one date: the id breaks the tie.
          at: index % 4 === 0 ? same : minutesAgo(60 + index),
        }),
      );
    for (let index = 0; index < 3; index += 1)
      expected.push(await customer(server, { chatbotId: world.whatsapp, name: `Muet ${index}`, at: null }));
    const order = await server.db.execute<{ id: string }>(sql`
      SELECT end_user_id AS id FROM conversations WHERE workspace_id = ${world.workspaceId}
      ORDER BY last_message_at DESC NULLS LAST, end_user_id`);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `view=all&limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const answer = await call('GET', `/inbox/conversations?${query}`, world.owner.auth);
      expect(answer.status, answer.body).toBe(200);
      seen.push(...(answer.json.conversations as Array<{ id: string }>).map((row) => row.id));
      cursor = answer.json.next_cursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(pages).toBe(7);
    expect(seen).toEqual(order.rows.map((row) => row.id));
    expect(new Set(seen).size).toBe(expected.length);
  });

  it('refuses a cursor it did not make: 400 in French', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    for (const cursor of ['pas-un-curseur', Buffer.from('["hier","x"]').toString('base64url'), '%%%'])
      expect(
        await call('GET', `/inbox/conversations?cursor=${encodeURIComponent(cursor)}`, world.owner.auth),
      ).toMatchObject({ status: 400, json: { success: false, message: fr.cursorInvalid } });
  });

  it('keeps unread counts per member: each reads on their own', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const fatou = await joinAs(server, world.workspaceId, 'agent', { firstname: 'Fatou', lastname: 'Sow' });
    const omar = await joinAs(server, world.workspaceId, 'agent', { firstname: 'Omar', lastname: 'Kane' });
    const conversation = await customer(server, {
      chatbotId: world.whatsapp,
      name: 'Moussa',
      said: ['Bonjour'],
    });
    await open(conversation);
    await customerWrites(server, conversation, 'Vous êtes là ?');
    const unread = async (auth: typeof fatou.auth) =>
      (await call('GET', `/inbox/conversations/${conversation}`, auth)).json.conversation.unread_count;
    expect(await unread(fatou.auth)).toBe(1);
    expect(await unread(omar.auth)).toBe(1);
    // Bonjour came while the bot had it: under the read floor, read by everyone.
    expect((await call('POST', `/inbox/conversations/${conversation}/read`, fatou.auth)).status).toBe(200);
    expect(await unread(fatou.auth)).toBe(0);
    expect(await unread(omar.auth)).toBe(1);
    await customerWrites(server, conversation, 'Allô ?');
    expect(await unread(fatou.auth)).toBe(1);
    expect(await unread(omar.auth)).toBe(2);
    const counts = await call('GET', '/inbox/counts', omar.auth);
    expect(counts.json.views.unassigned).toEqual({ total: 1, unread: 1 });
    // Resolved: the bot has it, nothing is unread for anyone.
    expect(
      (await call('POST', `/inbox/conversations/${conversation}/status`, omar.auth, { status: 'resolved' }))
        .status,
    ).toBe(200);
    expect(await unread(fatou.auth)).toBe(0);
    expect(await unread(omar.auth)).toBe(0);
  });
});
