import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { workspaceTimeZone } from '../../../runtime/chatbotRuntimeCache';

/** Chatbots whose days are counted again per call: a big chatbot's hours take a while to read. */
const ZONES_PER_RUN = 20;

/**
 * Counts again, from analytics_end_user_hours, the returning-days rows (migration 0051) of the
 * chatbots whose workspace's time zone is not the one their days were counted in: a new chatbot,
 * a workspace that changed zone, a database that had hours before 0051. Each chatbot in its own
 * transaction, serialised with the rollup's batches by the watermark row (a batch adds to a
 * chatbot's days only in the zone its marker names, so a count is never half in one zone).
 * Returns how many chatbots were counted again.
 */
export async function recountReturningZones(db: Database, limit = ZONES_PER_RUN): Promise<number> {
  const { rows } = await db.execute<{ id: string; zone: string | null }>(sql`
    SELECT c.id, w.inbox_settings->'business_hours'->>'timezone' AS zone
    FROM chatbots c JOIN workspaces w ON w.id = c.workspace_id
    LEFT JOIN analytics_returning_zones z ON z.chatbot_id = c.id
    WHERE z.chatbot_id IS NULL
       OR z.source_zone IS DISTINCT FROM (w.inbox_settings->'business_hours'->>'timezone')
    LIMIT ${limit}`);
  for (const chatbot of rows) {
    const timeZone = workspaceTimeZone(chatbot.zone);
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM analytics_rollup_state WHERE id = 1 FOR UPDATE`);
      await tx.execute(sql`DELETE FROM analytics_returning_days WHERE chatbot_id = ${chatbot.id}`);
      await tx.execute(sql`
        INSERT INTO analytics_returning_days (chatbot_id, day, prev_day, end_users)
        SELECT ${chatbot.id}::uuid, day, prev_day, count(*)::int FROM (
          SELECT (hour AT TIME ZONE ${timeZone})::date AS day, (prev_hour AT TIME ZONE ${timeZone})::date AS prev_day
          FROM analytics_end_user_hours WHERE chatbot_id = ${chatbot.id} AND prev_hour IS NOT NULL
        ) h
        WHERE day > prev_day GROUP BY day, prev_day`);
      await tx.execute(sql`
        INSERT INTO analytics_returning_zones (chatbot_id, time_zone, source_zone)
        VALUES (${chatbot.id}, ${timeZone}, ${chatbot.zone})
        ON CONFLICT (chatbot_id) DO UPDATE SET time_zone = excluded.time_zone, source_zone = excluded.source_zone`);
    });
  }
  return rows.length;
}
