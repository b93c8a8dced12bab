import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { FLOW_BLOCKS, HISTORY_DAYS } from './analyticsData';

/**
 * The bench only, when the machine cannot write TARGET messages in its time: adds to the counters
 * the rows a history of `messages` messages (10 a conversation, ~2 conversations an end-user) over
 * HISTORY_DAYS leaves — every hour of every chatbot, every block and waiting element of the
 * 200-block flow every hour, its choices, one end-user-hour per conversation — so the screen's
 * reads meet the tables at the size 20,000,000 messages make. Said so in the bench's output.
 */
export async function scaleAggregates(
  db: Database,
  scope: {
    chatbotIds: string[];
    channels: readonly string[];
    messages: number;
    endUsers: number;
    start: Date;
  },
): Promise<void> {
  const hours = HISTORY_DAYS * 24;
  const conversations = Math.round(scope.messages / 10);
  const perHour = Math.max(1, Math.round(conversations / hours / scope.chatbotIds.length));
  const bots = `{${scope.chatbotIds.join(',')}}`;
  const channels = `{${scope.channels.join(',')}}`;
  await db.execute(sql`
    INSERT INTO analytics_hours AS h (chatbot_id, workspace_id, channel, hour, inbound, outbound_flow, outbound_griot,
      outbound_agent, conversations_started, conversations_finished, conversations_left, new_end_users)
    SELECT (${bots}::uuid[])[b], c.workspace_id, (${channels}::text[])[b], ${scope.start}::timestamptz + make_interval(hours => g),
      ${perHour * 5}, ${perHour * 4}, ${perHour}, ${Math.ceil(perHour / 5)}, ${perHour}, ${Math.ceil((perHour * 3) / 5)},
      ${Math.ceil((perHour * 2) / 5)}, ${Math.ceil(perHour / 2)}
    FROM generate_series(1, ${scope.chatbotIds.length}) AS b
    JOIN chatbots c ON c.id = (${bots}::uuid[])[b]
    CROSS JOIN generate_series(0, ${hours - 1}) AS g
    ON CONFLICT (chatbot_id, channel, hour) DO NOTHING`);
  await db.execute(sql`
    INSERT INTO analytics_flow_hours (chatbot_id, hour, block_id, element_id, reached, left_there)
    SELECT ${scope.chatbotIds[0]}, ${scope.start}::timestamptz + make_interval(hours => g), 'b' || k, e,
      1 + (g * 7 + k) % ${perHour}, (g + k) % 3
    FROM generate_series(0, ${hours - 1}) AS g
    CROSS JOIN generate_series(0, ${FLOW_BLOCKS - 1}) AS k
    CROSS JOIN LATERAL (VALUES (''), ('b' || k || '-q')) AS x(e)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO analytics_choice_hours (chatbot_id, hour, block_id, element_id, choice, chosen)
    SELECT ${scope.chatbotIds[0]}, ${scope.start}::timestamptz + make_interval(hours => g), 'b' || k, 'b' || k || '-q', x.choice,
      1 + (g + k) % ${perHour}
    FROM generate_series(0, ${hours - 1}) AS g
    CROSS JOIN generate_series(0, ${FLOW_BLOCKS - 1}) AS k
    CROSS JOIN LATERAL (VALUES ('Continuer'), ('Passer')) AS x(choice)
    ON CONFLICT DO NOTHING`);
  // One row per conversation: its end-user in the hour it wrote.
  await db.execute(sql`
    INSERT INTO analytics_end_user_hours (chatbot_id, hour, end_user_id)
    SELECT u.chatbot_id, date_trunc('hour', ${scope.start}::timestamptz + make_interval(secs => n::float8 * ${HISTORY_DAYS * 86_400} / ${conversations})), u.id
    FROM generate_series(0, ${conversations - 1}) AS n
    JOIN bench_users u ON u.position = (hashtext(n::text) & 2147483647) % ${scope.endUsers}
    ON CONFLICT DO NOTHING`);
}

/**
 * The bench only: each end-user-hour row the bench wrote itself gets the hour that end-user wrote
 * before (prev_hour, as the rollup sets it: the returning end-users are counted from it).
 */
export async function linkPreviousHours(db: Database): Promise<void> {
  await db.execute(sql`
    UPDATE analytics_end_user_hours t SET prev_hour = x.prev
    FROM (SELECT chatbot_id, hour, end_user_id, lag(hour) OVER (PARTITION BY end_user_id ORDER BY hour) AS prev
          FROM analytics_end_user_hours) x
    WHERE t.chatbot_id = x.chatbot_id AND t.hour = x.hour AND t.end_user_id = x.end_user_id
      AND x.prev IS NOT NULL AND t.prev_hour IS DISTINCT FROM x.prev`);
}
