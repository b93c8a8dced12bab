import type { inboxCountsSchema } from '@griot/contract/inbox/inboxSchemas';
import type { Database } from '@griot/db/openDatabase';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { unreadFor } from '../../domain/inbox/inboxConversationRows';

export type InboxCounts = z.output<typeof inboxCountsSchema>;

/**
 * Each view's total and the conversations with something `meId` has not read, and how many
 * customers wait for a person. Only the conversations a person handles (status <> 'resolved',
 * the partial index conversations_workspace_people) are read row by row: a resolved conversation
 * is never unread (its read floor follows every message while the bot has it: conversationStatus,
 * writeRound), so the resolved and 'all' views need only their number of rows — the workspace's
 * conversations less the simulator's and the silent web visitors' (is_test: web end-users only,
 * found on end_users_identity's (chatbot, channel) prefix).
 */
export async function countInbox(db: Database, workspaceId: string, meId: string): Promise<InboxCounts> {
  const { rows } = await db.execute<Record<string, number>>(inboxCountsSql(workspaceId, meId));
  const row = rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    views: {
      mine: { total: n('mine_total'), unread: n('mine_unread') },
      unassigned: { total: n('unassigned_total'), unread: n('unassigned_unread') },
      all: { total: n('all_total'), unread: n('people_unread') },
      resolved: { total: n('all_total') - n('people_total'), unread: 0 },
    },
    waiting: n('waiting'),
  };
}

/** The statement of the counts (the bench explains it). */
export function inboxCountsSql(workspaceId: string, meId: string): SQL {
  return sql`
    WITH people AS (
      SELECT c.status, c.assignee_id, c.waiting_since, ${unreadFor(sql`r`)} AS unread
      FROM conversations c
      LEFT JOIN conversation_reads r ON r.end_user_id = c.end_user_id AND r.user_id = ${meId}
      WHERE c.workspace_id = ${workspaceId} AND c.status <> 'resolved'
        -- A probe per row (a join made the planner read every end-user for these few rows).
        AND NOT (SELECT eu.is_test FROM end_users eu WHERE eu.id = c.end_user_id)
    ), tests AS (
      SELECT count(*)::int AS n
      FROM chatbots b
      JOIN end_users eu ON eu.chatbot_id = b.id AND eu.channel = 'web'
      JOIN conversations c ON c.end_user_id = eu.id
      WHERE b.workspace_id = ${workspaceId} AND eu.is_test
    )
    SELECT
      (SELECT count(*)::int FROM conversations WHERE workspace_id = ${workspaceId}) - (SELECT n FROM tests) AS all_total,
      (SELECT count(*)::int FROM people) AS people_total,
      (SELECT count(*)::int FROM people WHERE unread > 0) AS people_unread,
      (SELECT count(*)::int FROM people WHERE assignee_id = ${meId}) AS mine_total,
      (SELECT count(*)::int FROM people WHERE assignee_id = ${meId} AND unread > 0) AS mine_unread,
      (SELECT count(*)::int FROM people WHERE status = 'open' AND assignee_id IS NULL) AS unassigned_total,
      (SELECT count(*)::int FROM people WHERE status = 'open' AND assignee_id IS NULL AND unread > 0) AS unassigned_unread,
      (SELECT count(*)::int FROM people WHERE status = 'open' AND waiting_since IS NOT NULL) AS waiting`;
}
