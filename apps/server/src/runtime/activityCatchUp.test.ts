import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { computeChatbotKpis } from '../features/endUsers/computeChatbotKpis';
import { catchUpActivity } from '../lib/activityBacklog';
import { useTestServer } from '../test/buildTestServer';
import { useWhatsAppGraphFake } from '../test/useWhatsAppGraphFake';
import {
  ACCESS_TOKEN,
  buildWhatsAppBot,
  eventually,
  PHONE_NUMBER_ID,
  postWhatsAppWebhook,
} from '../test/webhookKit';
import { ActivityCatchUp } from './activityCatchUp';

const testServer = useTestServer();
const _fake = useWhatsAppGraphFake(testServer, { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });

/** The lock griot_catch_up_activity takes (migration 0036): held here, no catch-up runs. */
const CATCH_UP_LOCK = 4711002;

describe('activity figures written off the reply path', () => {
  it('are exact once caught up, after a crash between the rounds and their catch-up and one during it', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue' }]);
    // Stands for a process that dies before any catch-up: the runtime's own loop skips its turns.
    const holder = new pg.Client({ connectionString: server.config.databaseUrl });
    // Its connection is killed on purpose below: the error it then emits is expected.
    holder.on('error', () => undefined);
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1)', [CATCH_UP_LOCK]);
      const sent = { '221770000501': 3, '221770000502': 2 };
      for (const [from, count] of Object.entries(sent))
        for (let index = 0; index < count; index += 1)
          expect(
            (
              await postWhatsAppWebhook(
                server,
                chatbotId,
                buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: `Message ${index}` }),
              )
            ).statusCode,
          ).toBe(200);
      await eventually(async () => {
        const { rows } = await server.db.execute<{ pending: number }>(
          sql`SELECT count(*)::int AS pending FROM inbox WHERE chatbot_id = ${chatbotId} AND status = 'pending'`,
        );
        return rows[0]?.pending === 0;
      });
      // The rounds answered and left their figures in the backlog, applied nowhere yet.
      expect(await figures(server, chatbotId)).toEqual({ interactions: 0, perUser: [0, 0], activeDays: 0 });
      const waiting = await backlogLines(server);
      expect(waiting).toBeGreaterThan(0);

      // A catch-up whose connection dies before its commit: nothing of it remains.
      await holder.query('SELECT griot_catch_up_activity(1000, true)');
      const { rows } = await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await server.db.execute(sql`SELECT pg_terminate_backend(${rows[0]?.pid})`);
      await expect(holder.query('COMMIT')).rejects.toThrow();
    } finally {
      await holder.end().catch(() => undefined);
    }
    expect(await backlogLines(server)).toBeGreaterThan(0);
    expect((await figures(server, chatbotId)).interactions).toBe(0);

    // The next catch-up (another process, or this screen's read) applies everything once.
    await catchUpActivity(server.db, { wait: true });
    const exact = { interactions: 5, perUser: [2, 3], activeDays: 2 };
    expect(await figures(server, chatbotId)).toEqual(exact);
    expect(await backlogLines(server)).toBe(0);
    const kpis = await computeChatbotKpis(server.db, chatbotId, { months: 1, days: 1 });
    expect(kpis.mau.monthlyData.at(-1)?.activeUsers).toBe(2);
    expect(kpis.average_discussion.at(-1)?.averageInteractions).toBe(2.5);
    expect(kpis.dau.at(-1)?.totalActiveUsers).toBe(2);

    // Applied once: later catch-ups find nothing and move nothing.
    expect(await catchUpActivity(server.db, { wait: true })).toBe(0);
    expect(await figures(server, chatbotId)).toEqual(exact);
  });

  it('vacuums the backlog once enough lines were applied, by its loop or by the screens', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue' }]);
    const loop = new ActivityCatchUp(
      server.db,
      (error) => {
        throw error;
      },
      250,
    );
    const addLines = (count: number) =>
      server.db.execute(sql`
        INSERT INTO activity_backlog (end_user_id, chatbot_id, at, activity)
        SELECT gen_random_uuid(), ${chatbotId}, now(), 1 FROM generate_series(1, ${count})`);
    // A screen's read applies 300 lines (or the test server's own loop does, first): the next
    // pass reclaims them.
    await addLines(300);
    await catchUpActivity(server.db, { wait: true });
    expect(await backlogLines(server)).toBe(0);
    const before = await manualVacuums(server);
    await loop.runOnce();
    expect(await manualVacuums(server)).toBe(before + 1);
    // 100 more lines, under the bound: applied, not vacuumed.
    await addLines(100);
    await loop.runOnce();
    expect(await backlogLines(server)).toBe(0);
    expect(await manualVacuums(server)).toBe(before + 1);
    // 200 more make 300 since the last vacuum: vacuumed again.
    await addLines(200);
    await loop.runOnce();
    expect(await manualVacuums(server)).toBe(before + 2);
  });
});

/** The backlog's vacuums run by a command (autovacuum counts apart). */
async function manualVacuums(server: ReturnType<typeof testServer>): Promise<number> {
  const { rows } = await server.db.execute<{ n: number }>(
    sql`SELECT vacuum_count::int AS n FROM pg_stat_user_tables WHERE relid = 'activity_backlog'::regclass`,
  );
  return rows[0]?.n ?? 0;
}

async function backlogLines(server: ReturnType<typeof testServer>): Promise<number> {
  const { rows } = await server.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM activity_backlog`,
  );
  return rows[0]?.n ?? 0;
}

/** What the dashboards read: the chatbot's counter, each end-user's count, the active days. */
async function figures(server: ReturnType<typeof testServer>, chatbotId: string) {
  const { rows } = await server.db.execute<{
    interactions: number;
    per_user: number[];
    active_days: number;
  }>(sql`
    SELECT c.interaction_count AS interactions,
           (SELECT array_agg(interaction_count ORDER BY interaction_count) FROM end_users WHERE chatbot_id = c.id) AS per_user,
           (SELECT count(*)::int FROM end_user_active_days WHERE chatbot_id = c.id) AS active_days
    FROM chatbots c WHERE c.id = ${chatbotId}`);
  const row = rows[0];
  return { interactions: row?.interactions, perUser: row?.per_user, activeDays: row?.active_days };
}
