import type { ChatbotKpis } from '@griot/contract/subscribers/subscriberSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * The chatbot dashboard's figures from the stored messages and end-users (UTC days and months,
 * Dakar's time; the simulator's test conversations left out):
 * - DAU: end-users who wrote each of the last `days` days, and the same without that day's new ones;
 * - per month over `months`: new end-users, monthly active end-users (MAU), and the average number
 *   of messages an active end-user sent (rounded to 2 decimals, seed 000 §9).
 * Each day and month is present, zero included, so charts draw a continuous line.
 */
export async function computeChatbotKpis(
  db: Database,
  chatbotId: string,
  options: { months: number; days: number; now?: Date },
): Promise<ChatbotKpis> {
  const now = (options.now ?? new Date()).toISOString();
  const [dau, monthly] = await Promise.all([
    db.execute<{ date: string; total: number; returning: number }>(sql`
      WITH days AS (
        SELECT generate_series(date_trunc('day', ${now}::timestamptz AT TIME ZONE 'UTC') - make_interval(days => ${options.days - 1}),
                               date_trunc('day', ${now}::timestamptz AT TIME ZONE 'UTC'), interval '1 day') AS day
      ), active AS (
        SELECT DISTINCT date_trunc('day', m.created_at AT TIME ZONE 'UTC') AS day, m.end_user_id,
               date_trunc('day', e.created_at AT TIME ZONE 'UTC') AS joined
        FROM messages m JOIN end_users e ON e.id = m.end_user_id AND NOT e.is_test
        WHERE m.chatbot_id = ${chatbotId} AND m.direction = 'in'
          AND m.created_at >= (SELECT min(day) FROM days) AT TIME ZONE 'UTC'
      )
      SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(a.end_user_id)::int AS total,
             count(a.end_user_id) FILTER (WHERE a.joined < d.day)::int AS returning
      FROM days d LEFT JOIN active a ON a.day = d.day
      GROUP BY d.day ORDER BY d.day`),
    db.execute<{ year: number; month: number; new_users: number; active: number; messages: number }>(sql`
      WITH months AS (
        SELECT generate_series(date_trunc('month', ${now}::timestamptz AT TIME ZONE 'UTC') - make_interval(months => ${options.months - 1}),
                               date_trunc('month', ${now}::timestamptz AT TIME ZONE 'UTC'), interval '1 month') AS month
      ), inbound AS (
        SELECT date_trunc('month', m.created_at AT TIME ZONE 'UTC') AS month, m.end_user_id
        FROM messages m JOIN end_users e ON e.id = m.end_user_id AND NOT e.is_test
        WHERE m.chatbot_id = ${chatbotId} AND m.direction = 'in'
          AND m.created_at >= (SELECT min(month) FROM months) AT TIME ZONE 'UTC'
      ), joined AS (
        SELECT date_trunc('month', e.created_at AT TIME ZONE 'UTC') AS month, count(*) AS n
        FROM end_users e WHERE e.chatbot_id = ${chatbotId} AND NOT e.is_test
          AND e.created_at >= (SELECT min(month) FROM months) AT TIME ZONE 'UTC'
        GROUP BY 1
      )
      SELECT extract(year FROM mo.month)::int AS year, extract(month FROM mo.month)::int AS month,
             coalesce((SELECT n FROM joined j WHERE j.month = mo.month), 0)::int AS new_users,
             count(DISTINCT i.end_user_id)::int AS active, count(i.end_user_id)::int AS messages
      FROM months mo LEFT JOIN inbound i ON i.month = mo.month
      GROUP BY mo.month ORDER BY mo.month`),
  ]);
  const months = monthly.rows;
  return {
    dau: dau.rows.map((row) => ({
      date: row.date,
      totalActiveUsers: row.total,
      activeUsersExcludingNewRegistrations: row.returning,
    })),
    average_discussion: months.map((row) => ({
      year: row.year,
      month: row.month,
      averageInteractions: row.active === 0 ? 0 : Math.round((row.messages / row.active) * 100) / 100,
    })),
    user_per_month: {
      monthlyData: months.map((row) => ({
        month: { year: row.year, month: row.month },
        newUsers: row.new_users,
      })),
    },
    mau: {
      monthlyData: months.map((row) => ({
        month: { year: row.year, month: row.month },
        activeUsers: row.active,
      })),
    },
  };
}
