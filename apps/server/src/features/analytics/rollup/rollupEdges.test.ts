import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { rollUpAnalytics } from './rollUpAnalytics';
import {
  buildEndUser,
  buildRollupWorld,
  CHOICE,
  flowTotals,
  hourTotals,
  inbound,
  outbound,
  sendBroadcast,
} from './test/rollupWorld';

const server = useTestServer();

describe('rollUpAnalytics, edges', () => {
  it('marks a broadcast recipient who writes within 24 h as replied, not one who writes later', async () => {
    const { db } = server();
    const world = await buildRollupWorld(server());
    const {
      broadcastId,
      recipients: [fast, slow],
    } = await sendBroadcast(db, world.chatbotId, ['221770000301', '221770000302'], {
      sentAt: '2026-04-01T10:00:00Z',
      status: 'delivered',
    });
    if (!fast || !slow) throw new Error('no recipients');
    await inbound(db, fast, '2026-04-02T09:59:00Z');
    await inbound(db, slow, '2026-04-02T10:01:00Z');
    await rollUpAnalytics(db, { now: new Date('2026-04-02T11:00:00Z') });
    const { rows: replied } = await db.execute<{ end_user_id: string; replied_at: string | null }>(sql`
      SELECT end_user_id, replied_at::text FROM broadcast_recipients WHERE broadcast_id = ${broadcastId}`);
    expect(Object.fromEntries(replied.map((row) => [row.end_user_id, row.replied_at !== null]))).toEqual({
      [fast.endUserId]: true,
      [slow.endUserId]: false,
    });
    // A broadcast alone begins no conversation: the two replies each begin one.
    expect(await hourTotals(db, world.chatbotId)).toMatchObject({
      started: 2,
      outbound_flow: 2,
      new_end_users: 2,
    });
  });

  it('counts a conversation a person resolved as finished, even when the bot was waiting', async () => {
    const { db } = server();
    const world = await buildRollupWorld(server());
    const who = {
      chatbotId: world.chatbotId,
      endUserId: await buildEndUser(db, world.chatbotId, '221770000303'),
    };
    await inbound(db, who, '2026-04-05T10:00:00Z');
    await outbound(db, who, '2026-04-05T10:00:01Z', world.starterId, CHOICE);
    await db.execute(sql`
      INSERT INTO conversations (end_user_id, chatbot_id, workspace_id)
      VALUES (${who.endUserId}, ${world.chatbotId}, ${world.workspaceId}) ON CONFLICT DO NOTHING`);
    await db.execute(sql`
      INSERT INTO conversation_episodes (workspace_id, chatbot_id, end_user_id, opened_at, opened_reason, resolved_at)
      VALUES (${world.workspaceId}, ${world.chatbotId}, ${who.endUserId}, '2026-04-05T10:01:00Z', 'customer',
        '2026-04-05T10:30:00Z')`);
    await rollUpAnalytics(db, { now: new Date('2026-04-06T11:00:00Z') });
    expect(await hourTotals(db, world.chatbotId)).toMatchObject({ started: 1, finished: 1, left: 0 });
    expect((await flowTotals(db, world.chatbotId))[`${world.starterId}/choix`]).toEqual([1, 0]);
  });

  it('forgets the counters of a deleted end-user and of a deleted chatbot', async () => {
    const { db } = server();
    const world = await buildRollupWorld(server());
    const who = {
      chatbotId: world.chatbotId,
      endUserId: await buildEndUser(db, world.chatbotId, '221770000304'),
    };
    await inbound(db, who, '2026-04-07T10:00:00Z');
    await outbound(db, who, '2026-04-07T10:00:01Z', world.starterId, CHOICE);
    await rollUpAnalytics(db, { now: new Date('2026-04-07T11:00:00Z') });
    const count = async (table: string, column: string, id: string) => {
      const { rows } = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${id}`,
      );
      return rows[0]?.n;
    };
    expect(await count('analytics_conversations', 'end_user_id', who.endUserId)).toBe(1);
    await db.execute(sql`DELETE FROM end_users WHERE id = ${who.endUserId}`);
    expect(await count('analytics_conversations', 'end_user_id', who.endUserId)).toBe(0);
    expect(await count('analytics_end_user_hours', 'end_user_id', who.endUserId)).toBe(0);
    expect(await count('analytics_hours', 'chatbot_id', world.chatbotId)).toBe(1);
    await db.execute(sql`DELETE FROM chatbots WHERE id = ${world.chatbotId}`);
    for (const table of ['analytics_hours', 'analytics_flow_hours', 'analytics_choice_hours'])
      expect(await count(table, 'chatbot_id', world.chatbotId)).toBe(0);
  });
});
