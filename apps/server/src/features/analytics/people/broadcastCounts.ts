import { type SQL, sql } from 'drizzle-orm';
import type { Database, DayRange } from './peopleScope';
import { scopeInstants } from './peopleScope';

interface BroadcastScope {
  workspaceId: string;
  chatbotId?: string;
  period: DayRange;
  previous?: DayRange;
  timeZone: string;
}

/** A broadcast started in the period (or the previous one) and its recipients by outcome. */
export type BroadcastCountRow = {
  id: string;
  chatbot_id: string;
  chatbot_name: string;
  name: string;
  started_at: string;
  current: boolean;
  recipients: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  replies: number;
};

/**
 * A recipient's status climbs pending → sending → accepted → sent → delivered → read (the WhatsApp
 * status webhook only moves it forward, broadcasts/broadcastWebhooks.ts), so each count includes the
 * steps past it: sent = Meta took it (accepted and beyond: the campaign report's "succeeded"),
 * delivered = delivered or read, read = read. failed = Meta's 'failed' or our 'error' (never sent).
 * Replies: recipients who wrote within BROADCAST_REPLY_HOURS of their send (replied_at, set by the rollup).
 * Summed from one row per status (`o`), counted in the order of the (broadcast_id, status) index
 * (broadcast_recipients_outcome: no heap, no hashing).
 */
const COUNTS = sql`
  coalesce(sum(o.n), 0)::int AS recipients,
  coalesce(sum(o.n) FILTER (WHERE o.status IN ('accepted', 'sent', 'delivered', 'read')), 0)::int AS sent,
  coalesce(sum(o.n) FILTER (WHERE o.status IN ('delivered', 'read')), 0)::int AS delivered,
  coalesce(sum(o.n) FILTER (WHERE o.status = 'read'), 0)::int AS read,
  coalesce(sum(o.n) FILTER (WHERE o.status IN ('failed', 'error')), 0)::int AS failed,
  coalesce(sum(o.replies), 0)::int AS replies`;

/** The start as the API writes it (milliseconds): the CSV's pages follow the same order. */
const STARTED = sql`date_trunc('milliseconds', b.created_at)`;

/**
 * The broadcasts of the workspace's chatbots (or one) started from the previous period's start to
 * the period's end (on broadcasts_chatbot_recent), newest first, each with its counts (on
 * broadcast_recipients_report). `after`: keyset paging for the CSV (started_at, id of the last row).
 */
export async function broadcastCounts(
  db: Database,
  scope: BroadcastScope,
  page: { limit?: number; after?: { startedAt: string; id: string } } = {},
): Promise<BroadcastCountRow[]> {
  const { previousStart, start, end } = scopeInstants(scope);
  const after: SQL = page.after
    ? sql`AND (${STARTED}, b.id) < (${page.after.startedAt}::timestamptz, ${page.after.id}::uuid)`
    : sql``;
  const { rows } = await db.execute<BroadcastCountRow>(sql`
    WITH b AS (
      SELECT b.id, b.chatbot_id, b.template_name, b.created_at, ${STARTED} AS started
      FROM broadcasts b
      WHERE b.chatbot_id IN (
          SELECT id FROM chatbots WHERE workspace_id = ${scope.workspaceId}
          ${scope.chatbotId ? sql`AND id = ${scope.chatbotId}` : sql``})
        AND b.created_at >= ${previousStart} AND b.created_at < ${end} ${after}
      ORDER BY started DESC, b.id DESC
      ${page.limit ? sql`LIMIT ${page.limit}` : sql``}
    )
    SELECT b.id, b.chatbot_id, (SELECT bot_name FROM chatbots WHERE id = b.chatbot_id) AS chatbot_name,
           b.template_name AS name, b.created_at >= ${start} AS current,
           to_char(b.started AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at, c.*
    FROM b CROSS JOIN LATERAL (
      SELECT ${COUNTS} FROM (
        SELECT r.status, count(*) AS n, count(r.replied_at) AS replies
        FROM broadcast_recipients r WHERE r.broadcast_id = b.id GROUP BY r.status
      ) o
    ) c
    ORDER BY b.started DESC, b.id DESC`);
  return rows.map((row) => ({
    ...row,
    recipients: Number(row.recipients),
    sent: Number(row.sent),
    delivered: Number(row.delivered),
    read: Number(row.read),
    failed: Number(row.failed),
    replies: Number(row.replies),
  }));
}
