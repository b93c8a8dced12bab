import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resolveConversation } from '../../runtime/conversationStatus';
import { useTestServer } from '../../test/buildTestServer';
import { assignNext, assignWaitingConversations } from './autoAssign';
import { buildAutomationWorld } from './test/automationWorld';

const testServer = useTestServer();

describe('automatic assignment (round robin)', () => {
  it('takes turns among the available members, the one assigned least recently first', async () => {
    const world = await buildAutomationWorld(testServer());
    const opened = [];
    for (let n = 0; n < 6; n += 1) opened.push(await world.openOne());
    for (const member of world.members) await world.availability(member, 'available');
    await world.settings((settings) => {
      settings.auto_assign = true;
    });
    await assignWaitingConversations(testServer().db);
    const assignees = await world.assignees();
    const order = opened.map((id) => assignees.get(id));
    // The three members once each, then again in the same order.
    expect(new Set(order.slice(0, 3)).size).toBe(3);
    expect(order.slice(3)).toEqual(order.slice(0, 3));
    expect(await world.loads()).toEqual([2, 2, 2]);
  });

  it('skips a member away and a member at the cap; nobody left: the conversation waits unassigned', async () => {
    const server = testServer();
    const world = await buildAutomationWorld(server);
    const [awa, moussa, fatou] = world.members as [string, string, string];
    // Fatou already has two conversations (the cap), assigned by hand.
    await world.openOne('agent', fatou);
    await world.openOne('agent', fatou);
    await world.availability(awa, 'available');
    await world.availability(fatou, 'available');
    // Moussa stays away.
    await world.settings((settings) => {
      settings.auto_assign = true;
      settings.max_open_per_agent = 2;
    });
    const waiting = [await world.openOne(), await world.openOne(), await world.openOne()];
    await assignWaitingConversations(server.db);
    const assignees = await world.assignees();
    expect(waiting.map((id) => assignees.get(id))).toEqual([awa, awa, null]);
    expect(await world.loads()).toEqual([2, 0, 2]);
    expect(await assignNext(server.db, world.workspaceId)).toBe(false);

    // Fatou resolves one: her turn comes back (Moussa, away, still gets none).
    const fatouFirst = [...assignees].find(([, assignee]) => assignee === fatou)?.[0] ?? '';
    await server.db.transaction((tx) => resolveConversation(tx, { endUserId: fatouFirst, by: fatou }));
    await assignWaitingConversations(server.db);
    expect((await world.assignees()).get(waiting[2] as string)).toBe(fatou);
    expect(await world.loads()).toEqual([2, 0, 2]);
    expect([...(await world.assignees()).values()]).not.toContain(moussa);
  });

  it('gives nobody a conversation of the flow editor’s simulator (the inbox hides them)', async () => {
    const server = testServer();
    const world = await buildAutomationWorld(server);
    const id = await world.openOne('bot', null, true);
    for (const member of world.members) await world.availability(member, 'available');
    await world.settings((settings) => {
      settings.auto_assign = true;
    });
    await assignWaitingConversations(server.db);
    expect((await world.assignees()).get(id)).toBeNull();
  });

  it('leaves every conversation alone while auto_assign is off', async () => {
    const world = await buildAutomationWorld(testServer());
    const id = await world.openOne();
    for (const member of world.members) await world.availability(member, 'available');
    await assignWaitingConversations(testServer().db);
    expect(await assignNext(testServer().db, world.workspaceId)).toBe(false);
    expect((await world.assignees()).get(id)).toBeNull();
  });

  it('two processes assigning at once never put a member over the cap', async () => {
    const server = testServer();
    const world = await buildAutomationWorld(server);
    for (let n = 0; n < 20; n += 1) await world.openOne();
    for (const member of world.members) await world.availability(member, 'available');
    await world.settings((settings) => {
      settings.auto_assign = true;
      settings.max_open_per_agent = 4;
    });
    // Each call works on its own connections, as two server processes would.
    await Promise.all([
      assignWaitingConversations(server.db),
      assignWaitingConversations(server.db),
      ...world.members.map(() => assignNext(server.db, world.workspaceId)),
    ]);
    expect(await world.loads()).toEqual([4, 4, 4]);
    const unassigned = [...(await world.assignees()).values()].filter((assignee) => assignee === null);
    expect(unassigned).toHaveLength(8);
    // Each assignment moved its member's turn and reached the stretch with a person too.
    const episodes = await server.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM conversation_episodes
      WHERE workspace_id = ${world.workspaceId} AND resolved_at IS NULL AND assignee_id IS NOT NULL`);
    expect(episodes.rows[0]?.n).toBe(12);
  });
});
