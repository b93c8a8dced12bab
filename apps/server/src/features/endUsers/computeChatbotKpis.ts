import type { ChatbotKpis } from '@griot/contract/endUsers/endUserSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { catchUpActivity } from '../../lib/activityBacklog';

/**
 * The chatbot dashboard's figures from the stored messages and end-users (UTC days and months,
 * Dakar's time; the simulator's test conversations left out):
 * - DAU: end-users who wrote each of the last `days` days, and the same without that day's new ones;
 * - per month over `months`: new end-users, monthly active end-users (MAU), and the average number
 *   of messages an active end-user sent (rounded to 2 decimals).
 * Each day and month is present, zero included, so charts draw a continuous line.
 */
export async function computeChatbotKpis(
  db: Database,
  chatbotId: string,
  options: { months: number; days: number; now?: Date },
): Promise<ChatbotKpis> {
  await catchUpActivity(db, { wait: true });
  const now = (options.now ?? new Date()).toISOString();
  const [dau, monthly] = await Promise.all([
    // The days each end-user wrote (end_user_active_days, kept by a trigger on messages).
    db.execute<{ date: string; total: number; returning: number }>(sql`
      WITH days AS (
        SELECT generate_series(date_trunc('day', ${now}::timestamptz AT TIME ZONE 'UTC') - make_interval(days => ${options.days - 1}),
                               date_trunc('day', ${now}::timestamptz AT TIME ZONE 'UTC'), interval '1 day')::date AS day
      ), active AS (
        SELECT a.day, a.end_user_id, a.joined FROM end_user_active_days a
        WHERE a.chatbot_id = ${chatbotId}
          AND a.day >= (date_trunc('day', ${now}::timestamptz AT TIME ZONE 'UTC') - make_interval(days => ${options.days - 1}))::date
          AND a.day <= (${now}::timestamptz AT TIME ZONE 'UTC')::date
      )
      SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(a.end_user_id)::int AS total,
             count(a.end_user_id) FILTER (WHERE a.joined < d.day)::int AS returning
      FROM days d LEFT JOIN active a ON a.day = d.day
      GROUP BY d.day ORDER BY d.day`),
    // The months' counters (chatbot_activity_months, kept by triggers on messages and end-users).
    db.execute<{ year: number; month: number; new_users: number; active: number; messages: number }>(sql`
      WITH months AS (
        SELECT generate_series(date_trunc('month', ${now}::timestamptz AT TIME ZONE 'UTC') - make_interval(months => ${options.months - 1}),
                               date_trunc('month', ${now}::timestamptz AT TIME ZONE 'UTC'), interval '1 month')::date AS month
      ), counted AS (
        SELECT c.month, sum(c.new_users) AS new_users, sum(c.active_users) AS active, sum(c.messages) AS messages
        FROM chatbot_activity_months c
        WHERE c.chatbot_id = ${chatbotId}
          AND c.month >= (date_trunc('month', ${now}::timestamptz AT TIME ZONE 'UTC') - make_interval(months => ${options.months - 1}))::date
        GROUP BY c.month
      )
      SELECT extract(year FROM mo.month)::int AS year, extract(month FROM mo.month)::int AS month,
             coalesce(k.new_users, 0)::int AS new_users, coalesce(k.active, 0)::int AS active,
             coalesce(k.messages, 0)::int AS messages
      FROM months mo LEFT JOIN counted k ON k.month = mo.month
      ORDER BY mo.month`),
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
