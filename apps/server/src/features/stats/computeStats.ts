import { HOME_LAST_DISCUSSIONS, HOME_TOP_CHATBOTS } from '@griot/contract/constants';
import type { Stats } from '@griot/contract/stats/statsSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { catchUpActivity } from '../../lib/activityBacklog';

const MONTHS_SHOWN = 6;

/**
 * The home screen's figures for one account (or one of its chatbots), computed from the rows
 * the runtime writes: chatbots (with their trigger-kept counters), end-users and messages.
 */
export async function computeStats(
  db: Database,
  workspaceId: string,
  chatbotId?: string,
  now = new Date(),
): Promise<Stats> {
  await catchUpActivity(db, { wait: true });
  const onlyBot = chatbotId ? sql` AND c.id = ${chatbotId}` : sql``;
  const [bots, popular, latest, months] = await Promise.all([
    db
      .execute<{ total: number; active: number; users: number; interactions: number }>(
        sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE c.status = 'active'))::int AS active,
                   coalesce(sum(c.user_count), 0)::int AS users, coalesce(sum(c.interaction_count), 0)::int AS interactions
            FROM chatbots c WHERE c.workspace_id = ${workspaceId}${onlyBot}`,
      )
      .then((result) => result.rows),
    db
      .execute<{ idbot: string; bot_name: string; total_discussions: number; total_users: number }>(
        sql`SELECT c.id AS idbot, c.bot_name, c.interaction_count AS total_discussions, c.user_count AS total_users
            FROM chatbots c WHERE c.workspace_id = ${workspaceId}${onlyBot}
            ORDER BY c.interaction_count DESC, c.user_count DESC, c.bot_name LIMIT ${HOME_TOP_CHATBOTS}`,
      )
      .then((result) => result.rows),
    // The 4 newest end-users belong to at most 4 chatbots: those with the newest activity
    // (kept on the chatbot rows). Reading 4 end-users of each of these 4 costs the same
    // whatever the size of the account.
    db
      .execute<{
        idbot: string;
        phone: string;
        full_name: string;
        bot_name: string;
        last_activity_at: Date;
        interactions: number;
      }>(
        sql`WITH candidates AS (
              SELECT c.id, c.bot_name FROM chatbots c
              WHERE c.workspace_id = ${workspaceId}${onlyBot} AND c.last_activity_at IS NOT NULL
              ORDER BY c.last_activity_at DESC LIMIT ${HOME_LAST_DISCUSSIONS}
            )
            SELECT recent.chatbot_id AS idbot, CASE WHEN recent.phone <> '' THEN recent.phone ELSE recent.external_id END AS phone,
                   recent.full_name, c.bot_name, recent.last_activity_at, recent.interaction_count AS interactions
            FROM candidates c
            CROSS JOIN LATERAL (
              SELECT e.chatbot_id, e.phone, e.external_id, e.full_name, e.last_activity_at, e.interaction_count
              -- An imported contact who never wrote has had no discussion.
              FROM end_users e WHERE e.chatbot_id = c.id AND NOT e.is_test AND e.last_activity_at IS NOT NULL
              ORDER BY e.last_activity_at DESC NULLS LAST LIMIT ${HOME_LAST_DISCUSSIONS}
            ) recent
            ORDER BY recent.last_activity_at DESC LIMIT ${HOME_LAST_DISCUSSIONS}`,
      )
      .then((result) => result.rows),
    db
      .execute<{ month: string; messages: number }>(
        sql`SELECT to_char(date_trunc('month', m.created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, count(*)::int AS messages
            FROM messages m JOIN chatbots c ON c.id = m.chatbot_id
            JOIN end_users e ON e.id = m.end_user_id AND NOT e.is_test
            WHERE c.workspace_id = ${workspaceId}${onlyBot} AND m.direction = 'in'
              AND m.created_at >= ${firstMonthShown(now).toISOString()}::timestamptz
            GROUP BY 1`,
      )
      .then((result) => result.rows),
  ]);
  const discussionCount = bots[0]?.interactions ?? 0;
  return {
    chatbotCount: bots[0]?.total ?? 0,
    chatbotActive: bots[0]?.active ?? 0,
    userCount: bots[0]?.users ?? 0,
    discussionCount,
    monthlyMessages: discussionCount,
    fourMostPopularChatbot: popular,
    fourLastDiscussions: latest.map((row) => ({
      idbot: row.idbot,
      user_phone_number: row.phone,
      user_full_name: row.full_name,
      bot_name: row.bot_name,
      update_date: new Date(row.last_activity_at).toISOString(),
      number_of_discussions: row.interactions,
    })),
    messagesByMonth: lastMonths(now).map((month) => ({
      month,
      messages: months.find((row) => row.month === month)?.messages ?? 0,
    })),
  };
}

function firstMonthShown(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS_SHOWN - 1), 1));
}

/** 'YYYY-MM' of the last 6 months, oldest first, this month last. */
export function lastMonths(now: Date): string[] {
  return Array.from({ length: MONTHS_SHOWN }, (_unused, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS_SHOWN - 1 - index), 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
