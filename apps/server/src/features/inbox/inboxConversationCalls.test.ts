import fr from '@griot/contract/inbox/i18n/fr';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INBOX_CHANNEL } from '../../runtime/conversationStatus';
import { useTestServer } from '../../test/buildTestServer';
import { conversationRow, customer, handOver, inboxCalls, inboxWorld, joinAs } from './test/inboxKit';

/** The calls on one conversation: get, assign, status, notes, labels, read marks; refusals move nothing. */
const testServer = useTestServer();
const call = inboxCalls(testServer);

async function episodes(endUserId: string) {
  const { rows } = await testServer().db.execute<Record<string, unknown>>(sql`
    SELECT opened_reason, assignee_id, first_response_at, resolved_at, resolved_by
    FROM conversation_episodes WHERE end_user_id = ${endUserId} ORDER BY id`);
  return rows;
}

describe('a conversation of the inbox', () => {
  it('is assigned to a member, unassigned, and says so in French', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const fatou = await joinAs(server, world.workspaceId, 'agent', { firstname: 'Fatou', lastname: 'Sow' });
    const conversation = await customer(server, { chatbotId: world.whatsapp, name: 'Moussa' });
    await handOver(server, conversation);

    const assigned = await call('POST', `/inbox/conversations/${conversation}/assign`, world.owner.auth, {
      user_id: fatou.userId,
    });
    expect(assigned.status, assigned.body).toBe(200);
    expect(assigned.json.message).toBe('Conversation assignée à Fatou Sow');
    expect(assigned.json.conversation).toMatchObject({
      status: 'open',
      assignee: { id: fatou.userId, name: 'Fatou Sow' },
    });
    expect(await episodes(conversation)).toMatchObject([{ opened_reason: 'bot', assignee_id: fatou.userId }]);
    const turn = await server.db.execute<{ last_assigned_at: string | null }>(sql`
      SELECT last_assigned_at FROM workspace_members WHERE user_id = ${fatou.userId} AND workspace_id = ${world.workspaceId}`);
    expect(turn.rows[0]?.last_assigned_at).not.toBeNull();

    const unassigned = await call('POST', `/inbox/conversations/${conversation}/assign`, fatou.auth, {
      user_id: null,
    });
    expect(unassigned.json).toMatchObject({ message: fr.unassigned, conversation: { assignee: null } });
  });

  it('refuses an assignee outside the workspace (422) and another workspace’s conversation (404): nothing moves', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const conversation = await customer(server, { chatbotId: world.whatsapp, name: 'Moussa' });
    await handOver(server, conversation);
    const other = await inboxWorld(server);
    const theirs = await customer(server, { chatbotId: other.whatsapp, name: 'Ailleurs' });
    await handOver(server, theirs);
    const before = await conversationRow(server, conversation);
    const theirsBefore = await conversationRow(server, theirs);

    const outsider = await call('POST', `/inbox/conversations/${conversation}/assign`, world.owner.auth, {
      user_id: other.owner.userId,
    });
    expect(outsider).toMatchObject({ status: 422, json: { success: false, message: fr.assigneeNotMember } });
    const unknown = await call('POST', `/inbox/conversations/${conversation}/assign`, world.owner.auth, {
      user_id: 'pas-un-id',
    });
    expect(unknown).toMatchObject({ status: 400, json: { message: fr.assigneeNotMember } });
    expect(await conversationRow(server, conversation)).toEqual(before);

    const label = (await call('POST', '/inbox/labels', world.owner.auth, { name: 'VIP', color: 'red' })).json
      .label;
    const attempts = [
      call('GET', `/inbox/conversations/${theirs}`, world.owner.auth),
      call('POST', `/inbox/conversations/${theirs}/assign`, world.owner.auth, {
        user_id: world.owner.userId,
      }),
      call('POST', `/inbox/conversations/${theirs}/status`, world.owner.auth, { status: 'resolved' }),
      call('POST', `/inbox/conversations/${theirs}/notes`, world.owner.auth, { text: 'Intrus' }),
      call('POST', `/inbox/conversations/${theirs}/labels`, world.owner.auth, { label_ids: [label.id] }),
      call('POST', `/inbox/conversations/${theirs}/read`, world.owner.auth),
    ];
    for (const answer of await Promise.all(attempts))
      expect(answer).toMatchObject({
        status: 404,
        json: { success: false, message: fr.conversationNotFound },
      });
    expect(await conversationRow(server, theirs)).toEqual(theirsBefore);
    const reads = await server.db.execute(
      sql`SELECT 1 FROM conversation_reads WHERE end_user_id = ${theirs}`,
    );
    expect(reads.rows).toEqual([]);
  });

  it('goes pending, snoozed, open and resolved; the stretch with a person and its times follow', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const conversation = await customer(server, { chatbotId: world.whatsapp, name: 'Moussa' });
    const status = (body: object) =>
      call('POST', `/inbox/conversations/${conversation}/status`, world.owner.auth, body);

    // The bot had it: putting it aside opens a stretch for the agent first.
    const pending = await status({ status: 'pending' });
    expect(pending.status, pending.body).toBe(200);
    expect(pending.json).toMatchObject({
      message: 'Conversation « En attente »',
      conversation: { status: 'pending' },
    });
    expect(await episodes(conversation)).toMatchObject([{ opened_reason: 'agent', resolved_at: null }]);

    const until = new Date(Date.now() + 3 * 3600_000).toISOString();
    const snoozed = await status({ status: 'snoozed', snooze_until: until });
    expect(snoozed.json).toMatchObject({
      message: 'Conversation « Reportée »',
      conversation: { status: 'snoozed' },
    });
    expect(Date.parse(snoozed.json.conversation.snoozed_until)).toBe(Date.parse(until));

    const reopened = await status({ status: 'open' });
    expect(reopened.json.conversation).toMatchObject({ status: 'open', snoozed_until: null });
    // An agent replies (as the reply call records it): the first response of the stretch.
    await server.db.execute(sql`
      UPDATE conversation_episodes SET first_response_at = opened_at + interval '90 seconds', first_responder_id = ${world.owner.userId}
      WHERE end_user_id = ${conversation}`);

    const resolved = await status({ status: 'resolved' });
    expect(resolved.json).toMatchObject({
      message: 'Conversation « Résolue »',
      conversation: { status: 'resolved' },
    });
    expect(await episodes(conversation)).toMatchObject([{ resolved_by: world.owner.userId }]);
    const got = await call('GET', `/inbox/conversations/${conversation}`, world.owner.auth);
    expect(got.json.episode).toMatchObject({ opened_reason: 'agent', first_response_seconds: 90 });
    expect(got.json.episode.resolution_seconds).toBeGreaterThanOrEqual(0);
  });

  it('refuses a snooze without a time, in the past or beyond 90 days: 400 in French, nothing moves', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const conversation = await customer(server, { chatbotId: world.whatsapp, name: 'Moussa' });
    await handOver(server, conversation);
    const before = await conversationRow(server, conversation);
    const cases: Array<[object, string]> = [
      [{ status: 'snoozed' }, fr.snoozeRequired],
      [{ status: 'snoozed', snooze_until: new Date(Date.now() - 60_000).toISOString() }, fr.snoozeInPast],
      [
        { status: 'snoozed', snooze_until: new Date(Date.now() + 91 * 86_400_000).toISOString() },
        fr.snoozeTooFar,
      ],
    ];
    for (const [body, message] of cases)
      expect(
        await call('POST', `/inbox/conversations/${conversation}/status`, world.owner.auth, body),
      ).toMatchObject({
        status: 400,
        json: { success: false, message },
      });
    expect(await conversationRow(server, conversation)).toEqual(before);
  });

  it('keeps private notes, oldest first; each removes only their own', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const fatou = await joinAs(server, world.workspaceId, 'agent', { firstname: 'Fatou', lastname: 'Sow' });
    const conversation = await customer(server, { chatbotId: world.whatsapp, name: 'Moussa' });
    const note = async (auth: typeof fatou.auth, text: string) =>
      call('POST', `/inbox/conversations/${conversation}/notes`, auth, { text });
    const first = await note(world.owner.auth, '  Client fidèle, livrer à Thiès  ');
    expect(first.status, first.body).toBe(200);
    expect(first.json.note).toMatchObject({
      author_id: world.owner.userId,
      author_name: 'Awa Diop',
      text: 'Client fidèle, livrer à Thiès',
    });
    const second = (await note(fatou.auth, 'Rappeler demain')).json.note;
    const got = await call('GET', `/inbox/conversations/${conversation}`, fatou.auth);
    expect(got.json.notes.map((row: { text: string }) => row.text)).toEqual([
      'Client fidèle, livrer à Thiès',
      'Rappeler demain',
    ]);

    const before = await conversationRow(server, conversation);
    expect(await note(fatou.auth, 'x'.repeat(100_000))).toMatchObject({
      status: 400,
      json: { message: fr.noteTooLong },
    });
    expect(await note(fatou.auth, '   ')).toMatchObject({ status: 400, json: { message: fr.noteRequired } });
    const notYours = await call(
      'DELETE',
      `/inbox/conversations/${conversation}/notes/${first.json.note.id}`,
      fatou.auth,
    );
    expect(notYours).toMatchObject({ status: 403, json: { message: fr.noteNotYours } });
    // A note of another conversation, or of another workspace, reads as none.
    const elsewhere = await customer(server, { chatbotId: world.whatsapp, name: 'Khady' });
    const other = await inboxWorld(server);
    const theirs = await customer(server, { chatbotId: other.whatsapp, name: 'Ailleurs' });
    const theirNote = (
      await call('POST', `/inbox/conversations/${theirs}/notes`, other.owner.auth, { text: 'À eux' })
    ).json.note;
    expect(
      await call('DELETE', `/inbox/conversations/${elsewhere}/notes/${second.id}`, fatou.auth),
    ).toMatchObject({ status: 404, json: { message: fr.noteNotFound } });
    expect(
      await call('DELETE', `/inbox/conversations/${conversation}/notes/${theirNote.id}`, fatou.auth),
    ).toMatchObject({ status: 404, json: { message: fr.noteNotFound } });
    expect(await conversationRow(server, conversation)).toEqual(before);

    expect(
      (await call('DELETE', `/inbox/conversations/${conversation}/notes/${second.id}`, fatou.auth)).status,
    ).toBe(200);
    const after = await call('GET', `/inbox/conversations/${conversation}`, fatou.auth);
    expect(after.json.notes.map((row: { id: string }) => row.id)).toEqual([first.json.note.id]);
  });

  it('wears exactly the labels given, all of the workspace, else 404 and nothing changes', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const conversation = await customer(server, { chatbotId: world.whatsapp, name: 'Moussa' });
    const label = async (name: string, color: string) =>
      (await call('POST', '/inbox/labels', world.owner.auth, { name, color })).json.label;
    const vip = await label('VIP', 'grape');
    const urgent = await label('Urgent', 'red');
    const set = (label_ids: string[]) =>
      call('POST', `/inbox/conversations/${conversation}/labels`, world.owner.auth, { label_ids });
    expect((await set([vip.id, urgent.id, vip.id])).json.conversation.labels).toEqual([
      { id: urgent.id, name: 'Urgent', color: 'red' },
      { id: vip.id, name: 'VIP', color: 'grape' },
    ]);
    expect((await set([vip.id])).json.conversation.labels).toEqual([vip]);

    const other = await inboxWorld(server);
    const theirs = (await call('POST', '/inbox/labels', other.owner.auth, { name: 'Eux', color: 'blue' }))
      .json.label;
    const before = await conversationRow(server, conversation);
    expect(await set([urgent.id, theirs.id])).toMatchObject({
      status: 404,
      json: { message: fr.labelNotFound },
    });
    expect(await set(Array.from({ length: 21 }, () => vip.id))).toMatchObject({
      status: 400,
      json: { message: fr.tooManyLabels },
    });
    expect(await conversationRow(server, conversation)).toEqual(before);
    expect((await set([])).json.conversation.labels).toEqual([]);
  });

  it('is marked read for the caller and tells the inboxes of every change', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const conversation = await customer(server, {
      chatbotId: world.whatsapp,
      name: 'Moussa',
      said: ['Un', 'Deux'],
    });
    await handOver(server, conversation);
    const listener = await server.pool.connect();
    const heard: string[] = [];
    try {
      listener.on('notification', (message) => {
        if (message.channel === INBOX_CHANNEL) heard.push(message.payload ?? '');
      });
      await listener.query(`LISTEN ${INBOX_CHANNEL}`);
      expect((await call('POST', `/inbox/conversations/${conversation}/read`, world.owner.auth)).status).toBe(
        200,
      );
      await call('POST', `/inbox/conversations/${conversation}/notes`, world.owner.auth, { text: 'Vu' });
      await call('POST', `/inbox/conversations/${conversation}/labels`, world.owner.auth, { label_ids: [] });
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await listener.query(`UNLISTEN ${INBOX_CHANNEL}`);
      listener.release();
    }
    expect(heard).toHaveLength(3);
    expect(JSON.parse(heard[0] ?? '{}')).toEqual({ w: world.workspaceId, e: conversation });
    const read = await server.db.execute<{ seen_inbound: number }>(sql`
      SELECT seen_inbound FROM conversation_reads WHERE end_user_id = ${conversation} AND user_id = ${world.owner.userId}`);
    expect(read.rows).toEqual([{ seen_inbound: 2 }]);
  });
});
