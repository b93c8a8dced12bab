import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildChatbot, buildUser } from '../../test/factories';
import { type InboxChange, InboxEventHub, type NotificationListener } from './inboxEventHub';

const testServer = useTestServer();

/** A notification source the test drives by hand (in place of the process's LISTEN connection). */
function handSource() {
  const listeners = new Set<NotificationListener>();
  return {
    listen(listener: NotificationListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify: (channel: string, payload: unknown) => {
      for (const listener of listeners) listener(channel, JSON.stringify(payload));
    },
    count: () => listeners.size,
  };
}

async function workspaceWithCustomers(count: number) {
  const server = testServer();
  const { workspaceId } = await buildUser(server.db);
  const chatbotId = await buildChatbot(server, workspaceId, { type: 'whatsapp' });
  const { rows } = await server.db.execute<{ id: string }>(sql`
    INSERT INTO end_users (chatbot_id, channel, external_id, full_name, interaction_count)
    SELECT ${chatbotId}, 'whatsapp', '2217755' || lpad(n::text, 5, '0') || substr(${chatbotId}::text, 1, 4), 'Client ' || n, 1
    FROM generate_series(1, ${count}) n
    RETURNING id`);
  return { workspaceId, chatbotId, endUserIds: rows.map((row) => row.id) };
}

describe('InboxEventHub', () => {
  it('coalesces a burst into at most four batches a second, each conversation once per batch, for its workspace only', async () => {
    const source = handSource();
    const hub = new InboxEventHub(testServer().db, source, (error) => {
      throw error;
    });
    const ours = await workspaceWithCustomers(3);
    const theirs = await workspaceWithCustomers(1);
    const batches: InboxChange[][] = [];
    const elsewhere: InboxChange[][] = [];
    const stop = hub.subscribe(ours.workspaceId, (changes) => batches.push(changes));
    const stopOther = hub.subscribe(theirs.workspaceId, (changes) => elsewhere.push(changes));
    expect(source.count()).toBe(1);
    const startedAt = Date.now();
    while (Date.now() - startedAt < 1000) {
      for (const id of ours.endUserIds) source.notify('griot_conversations', { w: ours.workspaceId, e: id });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(batches.length).toBeGreaterThanOrEqual(3);
    expect(batches.length).toBeLessThanOrEqual(5);
    for (const batch of batches) {
      expect(new Set(batch.map((change) => change.id)).size).toBe(batch.length);
      expect(batch.every((change) => ours.endUserIds.includes(change.id))).toBe(true);
    }
    expect(batches[0]?.[0]).toMatchObject({
      chatbot_id: ours.chatbotId,
      status: 'resolved',
      assignee_id: null,
    });
    expect(elsewhere).toEqual([]);
    // Another workspace's conversation named under ours is not told to us (the workspace is read back).
    source.notify('griot_conversations', { w: ours.workspaceId, e: theirs.endUserIds[0] });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(batches.flat().some((change) => change.id === theirs.endUserIds[0])).toBe(false);
    expect(elsewhere.flat().map((change) => change.id)).toEqual(theirs.endUserIds);
    stop();
    stopOther();
    expect(source.count()).toBe(0);
  });

  it('reads nothing while nobody watches, and ignores what it cannot read', async () => {
    const source = handSource();
    let reads = 0;
    const db = testServer().db;
    const counting = new Proxy(db, {
      get: (target, key) =>
        key === 'execute'
          ? (...args: unknown[]) => {
              reads += 1;
              return (target.execute as (...a: unknown[]) => unknown)(...args);
            }
          : Reflect.get(target, key),
    });
    const hub = new InboxEventHub(counting, source, (error) => {
      throw error;
    });
    const ours = await workspaceWithCustomers(1);
    const stop = hub.subscribe(ours.workspaceId, () => {});
    stop();
    source.notify('griot_conversations', { w: ours.workspaceId, e: ours.endUserIds[0] });
    const again = hub.subscribe(ours.workspaceId, () => {});
    // Payloads of no known shape: nothing to read.
    for (const garbage of ['texte', { w: 1 }, { c: 'x' }, { c: 'x', s: 'y' }])
      source.notify('griot_messages', garbage);
    source.notify('griot_conversations', { e: ours.endUserIds[0] });
    await new Promise((resolve) => setTimeout(resolve, 400));
    again();
    expect(reads).toBe(0);
  });
});
