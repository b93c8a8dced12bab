import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * The bench only: counts the messages the rollup did not reach in its time into the same tables
 * (same keys, so the same number of rows the screen's queries read), in a few set-based passes,
 * then moves the watermark past them. The figures are close to the rollup's, not exact
 * (conversations are estimated from the bench's 10-message rhythm): it sizes the tables for the
 * reads, it does not replace the rollup's tests. Returns the messages it counted.
 */
export async function fillAggregatesBySql(db: Database, now: Date): Promise<number> {
  const state = await db.execute<{ last: string; top: string }>(sql`
    SELECT (SELECT last_seq FROM analytics_rollup_state WHERE id = 1)::text AS last,
      (SELECT coalesce(max(seq), 0) FROM messages)::text AS top`);
  const last = Number(state.rows[0]?.last ?? 0);
  const top = Number(state.rows[0]?.top ?? 0);
  if (top <= last) return 0;
  await db.execute(sql`
    INSERT INTO analytics_hours AS h (chatbot_id, workspace_id, channel, hour, inbound, outbound_flow,
      outbound_griot, outbound_agent, conversations_started, conversations_finished, conversations_left)
    SELECT m.chatbot_id, c.workspace_id, c.type, date_trunc('hour', m.created_at),
      count(*) FILTER (WHERE m.direction = 'in'),
      count(*) FILTER (WHERE m.direction = 'out' AND m.agent_id IS NULL AND m.content->>'block_id' IS DISTINCT FROM 'griot-ia'),
      count(*) FILTER (WHERE m.direction = 'out' AND m.content->>'block_id' = 'griot-ia'),
      count(*) FILTER (WHERE m.direction = 'out' AND m.agent_id IS NOT NULL),
      count(*) FILTER (WHERE m.direction = 'in') / 5,
      count(*) FILTER (WHERE m.direction = 'in') * 3 / 25,
      count(*) FILTER (WHERE m.direction = 'in') * 2 / 25
    FROM messages m JOIN chatbots c ON c.id = m.chatbot_id
    WHERE m.seq > ${last} AND m.seq <= ${top}
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (chatbot_id, channel, hour) DO UPDATE SET inbound = h.inbound + excluded.inbound,
      outbound_flow = h.outbound_flow + excluded.outbound_flow, outbound_griot = h.outbound_griot + excluded.outbound_griot,
      outbound_agent = h.outbound_agent + excluded.outbound_agent,
      conversations_started = h.conversations_started + excluded.conversations_started,
      conversations_finished = h.conversations_finished + excluded.conversations_finished,
      conversations_left = h.conversations_left + excluded.conversations_left`);
  await db.execute(sql`
    UPDATE analytics_hours h SET new_end_users = h.new_end_users + n.count
    FROM (SELECT eu.chatbot_id, eu.channel, date_trunc('hour', eu.created_at) AS hour, count(*)::int AS count
          FROM end_users eu WHERE NOT EXISTS (SELECT 1 FROM analytics_conversations a WHERE a.end_user_id = eu.id)
          GROUP BY 1, 2, 3) n
    WHERE h.chatbot_id = n.chatbot_id AND h.channel = n.channel AND h.hour = n.hour`);
  // Each block reached and each waiting element, per hour; one conversation in ten left there.
  await db.execute(sql`
    INSERT INTO analytics_flow_hours AS f (chatbot_id, hour, block_id, element_id, reached, left_there)
    SELECT m.chatbot_id, date_trunc('hour', m.created_at), m.content->>'block_id', e.element_id,
      count(*), count(*) / 10
    FROM messages m
    CROSS JOIN LATERAL (VALUES (''), (m.content->'element'->>'id_element')) AS e(element_id)
    WHERE m.seq > ${last} AND m.seq <= ${top} AND m.direction = 'out' AND m.content ? 'block_id'
      AND e.element_id IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (chatbot_id, hour, block_id, element_id) DO UPDATE SET reached = f.reached + excluded.reached,
      left_there = f.left_there + excluded.left_there`);
  await db.execute(sql`
    INSERT INTO analytics_choice_hours AS ch (chatbot_id, hour, block_id, element_id, choice, chosen)
    SELECT m.chatbot_id, date_trunc('hour', m.created_at), m.content->'event'->>'id',
      (m.content->'event'->>'id') || '-q', m.content->'event'->>'title', count(*)
    FROM messages m
    WHERE m.seq > ${last} AND m.seq <= ${top} AND m.direction = 'in' AND m.content->'event'->>'type' IN ('button', 'list')
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (chatbot_id, hour, block_id, element_id, choice) DO UPDATE SET chosen = ch.chosen + excluded.chosen`);
  await db.execute(sql`
    INSERT INTO analytics_end_user_hours (chatbot_id, hour, end_user_id)
    SELECT DISTINCT m.chatbot_id, date_trunc('hour', m.created_at), m.end_user_id
    FROM messages m WHERE m.seq > ${last} AND m.seq <= ${top} AND m.direction = 'in'
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO analytics_conversations (end_user_id, chatbot_id, workspace_id, channel, started_at, last_message_at,
      last_block_id, last_element_id, last_waits, ended_at)
    SELECT eu.id, eu.chatbot_id, c.workspace_id, eu.channel, eu.last_activity_at - interval '5 minutes',
      eu.last_activity_at, 'b1', 'b1-q', true, CASE WHEN eu.last_activity_at < ${now}::timestamptz - interval '24 hours' THEN eu.last_activity_at END
    FROM end_users eu JOIN chatbots c ON c.id = eu.chatbot_id
    ON CONFLICT (end_user_id) DO NOTHING`);
  await db.execute(sql`UPDATE analytics_rollup_state SET last_seq = ${top}, rolled_at = now() WHERE id = 1`);
  return top - last;
}
