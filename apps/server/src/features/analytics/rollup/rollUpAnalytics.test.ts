import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { rollUpAnalytics } from './rollUpAnalytics';
import {
  ASK,
  buildEndUser,
  buildRollupWorld,
  CHOICE,
  flowTotals,
  GREETING,
  hourTotals,
  inbound,
  MERCI,
  outbound,
} from './test/rollupWorld';

const server = useTestServer();
const utcHour = sql.raw(`to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI')`);

describe('rollUpAnalytics', () => {
  it('counts a customer who leaves at the question, then comes back after 24 h: two conversations', async () => {
    const { db } = server();
    const world = await buildRollupWorld(server());
    const awa = {
      chatbotId: world.chatbotId,
      endUserId: await buildEndUser(db, world.chatbotId, '221770000001'),
    };
    await inbound(db, awa, '2026-03-10T09:00:00Z');
    await outbound(db, awa, '2026-03-10T09:00:01Z', world.starterId, GREETING);
    await outbound(db, awa, '2026-03-10T09:00:01Z', world.starterId, CHOICE);
    await inbound(db, awa, '2026-03-10T09:05:00Z', { type: 'button', id: 'commande', title: 'Commander' });
    await outbound(db, awa, '2026-03-10T09:05:01Z', 'commande', ASK);
    // Silent 24 h: the conversation ended at the question 'q-nom' (an answer element after 'ask').
    expect(await rollUpAnalytics(db, { now: new Date('2026-03-11T10:00:00Z') })).toEqual({
      messages: 5,
      ended: 1,
      caughtUp: true,
    });
    await inbound(db, awa, '2026-03-12T08:00:00Z', { type: 'text', text: 'Awa' });
    await outbound(db, awa, '2026-03-12T08:00:01Z', world.starterId, GREETING);
    await outbound(db, awa, '2026-03-12T08:00:01Z', world.starterId, MERCI);
    await rollUpAnalytics(db, { now: new Date('2026-03-13T09:00:00Z') });

    expect(await hourTotals(db, world.chatbotId)).toEqual({
      inbound: 3,
      outbound_flow: 5,
      outbound_griot: 0,
      outbound_agent: 0,
      started: 2,
      finished: 1,
      left: 1,
      new_end_users: 1,
    });
    expect(await flowTotals(db, world.chatbotId)).toEqual({
      [`${world.starterId}/`]: [2, 0],
      [`${world.starterId}/choix`]: [1, 0],
      'commande/': [1, 1],
      'commande/q-nom': [1, 1],
    });
    const { rows: choices } = await db.execute(sql`
      SELECT block_id, element_id, choice, chosen, ${utcHour} AS hour FROM analytics_choice_hours WHERE chatbot_id = ${world.chatbotId}`);
    expect(choices).toEqual([
      {
        block_id: world.starterId,
        element_id: 'choix',
        choice: 'Commander',
        chosen: 1,
        hour: '2026-03-10T09:00',
      },
    ]);
    const { rows: left } = await db.execute(sql`
      SELECT ${utcHour} AS hour, conversations_left, conversations_finished FROM analytics_hours
      WHERE chatbot_id = ${world.chatbotId} AND (conversations_left > 0 OR conversations_finished > 0) ORDER BY hour`);
    // Each end counted at the hour of the conversation's last message.
    expect(left).toEqual([
      { hour: '2026-03-10T09:00', conversations_left: 1, conversations_finished: 0 },
      { hour: '2026-03-12T08:00', conversations_left: 0, conversations_finished: 1 },
    ]);
    // One row per hour she wrote, with the hour she wrote before (returning end-users).
    const { rows: hours } = await db.execute(sql`
      SELECT ${utcHour} AS hour, to_char(prev_hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS prev
      FROM analytics_end_user_hours WHERE end_user_id = ${awa.endUserId} ORDER BY hour`);
    expect(hours).toEqual([
      { hour: '2026-03-10T09:00', prev: null },
      { hour: '2026-03-12T08:00', prev: '2026-03-10T09:00' },
    ]);
  });

  it('splits outbound by GRIOT IA and agents, and leaves test end-users out', async () => {
    const { db } = server();
    const world = await buildRollupWorld(server());
    const moussa = {
      chatbotId: world.chatbotId,
      endUserId: await buildEndUser(db, world.chatbotId, '221770000002'),
    };
    const tester = {
      chatbotId: world.chatbotId,
      endUserId: await buildEndUser(db, world.chatbotId, 'test-1', 'web'),
    };
    await inbound(db, moussa, '2026-03-10T10:00:00Z', { type: 'text', text: 'Prix ?' });
    await outbound(db, moussa, '2026-03-10T10:00:02Z', 'griot-ia', { type: 'text', message: '5 000 F' });
    await outbound(
      db,
      moussa,
      '2026-03-10T10:03:00Z',
      null,
      { type: 'text', message: 'Bonjour' },
      {
        agentId: world.user.id,
      },
    );
    await inbound(db, tester, '2026-03-10T10:00:00Z');
    await outbound(db, tester, '2026-03-10T10:00:01Z', world.starterId, GREETING);
    await rollUpAnalytics(db, { now: new Date('2026-03-10T11:00:00Z') });
    expect(await hourTotals(db, world.chatbotId)).toMatchObject({
      inbound: 1,
      outbound_flow: 0,
      outbound_griot: 1,
      outbound_agent: 1,
      started: 1,
      new_end_users: 1,
    });
    const { rows } = await db.execute(sql`
      SELECT count(*)::int AS n FROM analytics_conversations WHERE end_user_id = ${tester.endUserId}`);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('counts once when run twice, and a crash inside a batch loses nothing', async () => {
    const { db } = server();
    const world = await buildRollupWorld(server());
    const who = {
      chatbotId: world.chatbotId,
      endUserId: await buildEndUser(db, world.chatbotId, '221770000003'),
    };
    for (let minute = 10; minute < 16; minute += 1) await inbound(db, who, `2026-03-10T12:${minute}:00Z`);
    await expect(
      rollUpAnalytics(db, {
        now: new Date('2026-03-10T13:00:00Z'),
        batchSize: 2,
        afterBatchWrites: (batch) => {
          if (batch === 2) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    // The first batch stayed, the second rolled back whole.
    expect((await hourTotals(db, world.chatbotId))?.inbound).toBe(2);
    await rollUpAnalytics(db, { now: new Date('2026-03-10T13:00:00Z'), batchSize: 2 });
    await rollUpAnalytics(db, { now: new Date('2026-03-10T13:00:00Z') });
    expect(await hourTotals(db, world.chatbotId)).toMatchObject({ inbound: 6, started: 1, new_end_users: 1 });
  });

  it('does bounded work per call: a backlog is caught up over several calls', async () => {
    const { db } = server();
    const world = await buildRollupWorld(server());
    const who = {
      chatbotId: world.chatbotId,
      endUserId: await buildEndUser(db, world.chatbotId, '221770000005'),
    };
    for (let minute = 10; minute < 15; minute += 1) await inbound(db, who, `2026-03-10T13:${minute}:00Z`);
    const now = new Date('2026-03-10T14:00:00Z');
    expect(await rollUpAnalytics(db, { now, maxMessages: 3 })).toEqual({
      messages: 3,
      ended: 0,
      caughtUp: false,
    });
    expect(await rollUpAnalytics(db, { now, maxMessages: 3 })).toMatchObject({ messages: 2 });
    expect(await rollUpAnalytics(db, { now, maxMessages: 3 })).toEqual({
      messages: 0,
      ended: 0,
      caughtUp: true,
    });
    expect((await hourTotals(db, world.chatbotId))?.inbound).toBe(5);
  });

  it('counts a web visitor’s first messages while their interaction count still waits in the activity backlog', async () => {
    const { db } = server();
    const world = await buildRollupWorld(server());
    // As a round leaves it: the visitor wrote, their count is a backlog line not applied yet, so
    // end_users.is_test still says 'not a customer' (web, interaction_count 0).
    const visitor = {
      chatbotId: world.chatbotId,
      endUserId: await buildEndUser(db, world.chatbotId, 'visitor-7f3a', 'web'),
    };
    await db.execute(sql`UPDATE end_users SET interaction_count = 0 WHERE id = ${visitor.endUserId}`);
    await inbound(db, visitor, '2026-03-10T09:00:00Z');
    await outbound(db, visitor, '2026-03-10T09:00:01Z', world.starterId, GREETING);
    await db.execute(sql`
      INSERT INTO activity_backlog (end_user_id, chatbot_id, at, interactions)
      VALUES (${visitor.endUserId}, ${world.chatbotId}, '2026-03-10T09:00:00Z', 1)`);
    expect(await rollUpAnalytics(db, { now: new Date('2026-03-10T10:00:00Z') })).toMatchObject({
      messages: 2,
    });
    expect(await hourTotals(db, world.chatbotId)).toMatchObject({
      inbound: 1,
      outbound_flow: 1,
      started: 1,
      new_end_users: 1,
    });
  });

  it('counts a message whose transaction began earlier and committed after a later one', async () => {
    const { db } = server();
    const world = await buildRollupWorld(server());
    const who = {
      chatbotId: world.chatbotId,
      endUserId: await buildEndUser(db, world.chatbotId, '221770000004'),
    };
    const client = await (db as unknown as { $client: { connect(): Promise<PgClient> } }).$client.connect();
    try {
      await client.query('BEGIN');
      // This transaction takes its seq first and stays open…
      await client.query(
        `INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status, created_at)
         VALUES ($1, $2, 'in', 'text', '{"event":{"type":"text","text":"tôt"}}', 'received', '2026-03-10T14:00:00Z')`,
        [who.chatbotId, who.endUserId],
      );
      // …while a later seq commits and the rollup runs.
      await inbound(db, who, '2026-03-10T14:00:05Z');
      const first = await rollUpAnalytics(db, { now: new Date('2026-03-10T15:00:00Z'), writersWaitMs: 100 });
      expect(first.messages).toBe(0);
      // The run says which transaction it waited for, and what it last ran.
      expect(first.stuckWriters).toEqual([
        expect.objectContaining({
          state: 'idle in transaction',
          query: expect.stringMatching(/^INSERT INTO messages/),
        }),
      ]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await rollUpAnalytics(db, { now: new Date('2026-03-10T15:00:00Z') });
    expect((await hourTotals(db, world.chatbotId))?.inbound).toBe(2);
  });
});

interface PgClient {
  query(text: string, values?: unknown[]): Promise<unknown>;
  release(): void;
}
