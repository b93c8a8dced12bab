import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../lib/files/localFileStorage';
import { testConfig } from '../test/buildTestServer';
import { buildUser } from '../test/factories';
import { ensureDemoChatbots } from './demoChatbotCreation';
import { DEMO_CHATBOTS } from './demoChatbots';
import { seedDemoFlows } from './demoFlows';
import { seedDemoAnalytics } from './seedDemoAnalytics';
import { useSeedWorld } from './test/seedWorld';

const world = useSeedWorld('griot-seed-analytics-');
const SHOP = DEMO_CHATBOTS[0]?.fields.bot_name ?? '';

describe('seed-demo: 90 days of analytics history', () => {
  it('plays the shop’s customers through its flow, with a weekly rhythm, GRIOT IA, agents and campaigns, once', async () => {
    const { db } = world.database;
    const { workspaceId } = await buildUser(db);
    const services = {
      db,
      config: testConfig(world.dataDir, world.database.connectionString),
      files: createLocalFileStorage(path.join(world.dataDir, 'files')),
    };
    const { ids } = await ensureDemoChatbots(services, workspaceId, DEMO_CHATBOTS.slice(0, 1));
    const shopId = ids.get(SHOP) ?? '';
    await seedDemoFlows(services, shopId);
    const now = Date.UTC(2026, 10, 26, 12);
    const added = await seedDemoAnalytics(db, workspaceId, [SHOP], now);
    expect(added?.endUsers).toBeGreaterThan(500);

    const { rows } = await db.execute<Record<string, number>>(sql`
      SELECT
        (SELECT count(*)::int FROM end_users WHERE chatbot_id = ${shopId}) AS end_users,
        (SELECT count(*)::int FROM messages WHERE chatbot_id = ${shopId}
           AND created_at < ${new Date(now - 89 * 86_400_000)}) AS before_90_days,
        (SELECT count(*)::int FROM messages WHERE chatbot_id = ${shopId} AND created_at > ${new Date(now)}) AS future,
        (SELECT count(DISTINCT content->'element'->>'id_element')::int FROM messages
           WHERE chatbot_id = ${shopId} AND direction = 'out' AND content ? 'block_id'
             AND content->>'block_id' <> 'griot-ia') AS elements_sent,
        (SELECT count(*)::int FROM messages WHERE chatbot_id = ${shopId} AND direction = 'in'
           AND content->'event'->>'type' IN ('button', 'list')) AS choices,
        (SELECT count(*)::int FROM messages WHERE chatbot_id = ${shopId} AND direction = 'in'
           AND extract(dow FROM created_at) BETWEEN 1 AND 5 AND extract(hour FROM created_at) BETWEEN 18 AND 21) AS weekday_evenings,
        (SELECT count(*)::int FROM messages WHERE chatbot_id = ${shopId} AND direction = 'in'
           AND extract(dow FROM created_at) BETWEEN 1 AND 5 AND extract(hour FROM created_at) BETWEEN 2 AND 5) AS weekday_nights,
        (SELECT count(DISTINCT outcome)::int FROM assistant_calls WHERE chatbot_id = ${shopId}
           AND question IS NOT NULL) AS outcomes,
        (SELECT count(*)::int FROM assistant_calls WHERE chatbot_id = ${shopId} AND confidence < 0.4) AS unsure,
        (SELECT count(*)::int FROM conversation_episodes WHERE chatbot_id = ${shopId}
           AND first_response_at > opened_at AND resolved_at >= first_response_at) AS episodes,
        (SELECT count(*)::int FROM messages WHERE chatbot_id = ${shopId} AND agent_id IS NOT NULL) AS agent_messages,
        (SELECT count(*)::int FROM broadcasts WHERE chatbot_id = ${shopId}) AS broadcasts,
        (SELECT count(*)::int FROM broadcast_recipients r JOIN messages m ON m.id = r.id) AS sends,
        (SELECT count(*)::int FROM end_users WHERE chatbot_id = ${shopId} AND opted_out_at IS NOT NULL) AS opt_outs`);
    const figures = rows[0] ?? {};
    expect(figures.end_users).toBe(added?.endUsers);
    expect(figures.before_90_days).toBe(0);
    expect(figures.future).toBe(0);
    // The welcome's text, image and buttons, the catalogue's list and card, the order's question…
    expect(figures.elements_sent).toBeGreaterThanOrEqual(6);
    expect(figures.choices).toBeGreaterThan(300);
    expect(figures.weekday_evenings).toBeGreaterThan(5 * (figures.weekday_nights ?? 0));
    expect(figures.outcomes).toBeGreaterThanOrEqual(3);
    expect(figures.unsure).toBeGreaterThan(0);
    expect(figures.episodes).toBeGreaterThan(10);
    expect(figures.agent_messages).toBeGreaterThanOrEqual(figures.episodes ?? 0);
    expect(figures.broadcasts).toBe(2);
    expect(figures.sends).toBeGreaterThan(100);
    expect(figures.opt_outs).toBeGreaterThan(0);

    // Some customers left at a question, others reached the flow's end: the funnel has a shape.
    const ends = await db.execute<{ waits: boolean; count: number }>(sql`
      SELECT (last.content->'element'->>'type') IN ('text_button', 'list', 'answer', 'location_request_message') AS waits,
        count(*)::int AS count
      FROM end_users eu
      CROSS JOIN LATERAL (SELECT content FROM messages m WHERE m.end_user_id = eu.id AND m.direction = 'out'
        AND m.content ? 'block_id' ORDER BY m.seq DESC LIMIT 1) last
      WHERE eu.chatbot_id = ${shopId} GROUP BY 1`);
    expect(ends.rows.map((row) => row.waits).sort()).toEqual([false, true]);

    // Messages were written in time order: the rollup reads them by seq as they happened.
    const order = await db.execute<{ out_of_order: number }>(sql`
      SELECT count(*)::int AS out_of_order FROM (
        SELECT created_at < lag(created_at) OVER (ORDER BY seq) AS back FROM messages WHERE chatbot_id = ${shopId}
      ) steps WHERE back`);
    expect(order.rows[0]?.out_of_order).toBe(0);

    // The real rollup counted every message of the history.
    const rolled = await db.execute<{ behind: number }>(sql`
      SELECT count(*)::int AS behind FROM messages
      WHERE seq > (SELECT last_seq FROM analytics_rollup_state WHERE id = 1)`);
    expect(rolled.rows[0]?.behind).toBe(0);
    // …and the counters come from those messages: every inbound one, drop-off at questions, the buttons chosen.
    const counted = await db.execute<Record<string, number>>(sql`
      SELECT
        (SELECT coalesce(sum(inbound), 0)::int FROM analytics_hours WHERE chatbot_id = ${shopId}) AS inbound,
        (SELECT count(*)::int FROM messages WHERE chatbot_id = ${shopId} AND direction = 'in') AS messages_in,
        (SELECT coalesce(sum(left_there), 0)::int FROM analytics_flow_hours WHERE chatbot_id = ${shopId}) AS left_there,
        (SELECT coalesce(sum(conversations_finished), 0)::int FROM analytics_hours WHERE chatbot_id = ${shopId}) AS finished,
        (SELECT coalesce(sum(chosen), 0)::int FROM analytics_choice_hours WHERE chatbot_id = ${shopId}
           AND choice = 'Voir le catalogue') AS catalogue`);
    const figuresCounted = counted.rows[0] ?? {};
    expect(figuresCounted.inbound).toBe(figuresCounted.messages_in);
    expect(figuresCounted.left_there).toBeGreaterThan(50);
    expect(figuresCounted.finished).toBeGreaterThan(10);
    expect(figuresCounted.catalogue).toBeGreaterThan(50);

    expect(await seedDemoAnalytics(db, workspaceId, [SHOP], now)).toBeUndefined();
  }, 120_000);
});
