import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { sql } from 'drizzle-orm';
import { type BroadcastCountRow, broadcastCounts } from './broadcastCounts';
import type { Database, PeopleScope } from './peopleScope';
import { scopeInstants } from './peopleScope';

/** The summary lists at most this many broadcasts of the period (the CSV has them all). */
export const BROADCAST_LIST_MAX = 50;

type Counted = 'sent' | 'delivered' | 'read' | 'failed' | 'replies';

/**
 * The summary's `broadcasts`: the recipients of the broadcasts started in the period by outcome,
 * against the previous period's; the end-users who opted out in the period (STOP or Meta's
 * marketing opt-out: end_users.opted_out_at, still opted out); the period's broadcasts newest first.
 */
export async function broadcastFigures(
  db: Database,
  scope: PeopleScope,
): Promise<AnalyticsSummary['broadcasts']> {
  const [broadcasts, optOuts] = await Promise.all([broadcastCounts(db, scope), optOutCounts(db, scope)]);
  const current = broadcasts.filter((row) => row.current);
  const previous = broadcasts.filter((row) => !row.current);
  const figure = (key: Counted) => ({ value: total(current, key), previous: total(previous, key) });
  return {
    sent: figure('sent'),
    delivered: figure('delivered'),
    read: figure('read'),
    failed: figure('failed'),
    replies: figure('replies'),
    opt_outs: optOuts,
    list: current.slice(0, BROADCAST_LIST_MAX).map((row) => ({
      id: row.id,
      name: row.name,
      started_at: row.started_at,
      sent: row.sent,
      delivered: row.delivered,
      read: row.read,
      failed: row.failed,
      replies: row.replies,
    })),
  };
}

function total(rows: BroadcastCountRow[], key: Counted): number {
  return rows.reduce((sum, row) => sum + row[key], 0);
}

/**
 * Opt-outs of the workspace's chatbots (or one) in each period. End-users who came back (START)
 * have no opted_out_at any more: they do not count. The simulator's web visitors cannot opt out.
 */
async function optOutCounts(db: Database, scope: PeopleScope): Promise<{ value: number; previous: number }> {
  const { previousStart, start, end } = scopeInstants(scope);
  const { rows } = await db.execute<{ value: number; previous: number }>(sql`
    SELECT count(*) FILTER (WHERE eu.opted_out_at >= ${start})::int AS value,
           count(*) FILTER (WHERE eu.opted_out_at < ${start})::int AS previous
    FROM end_users eu
    WHERE eu.chatbot_id IN (
        SELECT id FROM chatbots WHERE workspace_id = ${scope.workspaceId}
        ${scope.chatbotId ? sql`AND id = ${scope.chatbotId}` : sql``})
      AND eu.opted_out_at >= ${previousStart} AND eu.opted_out_at < ${end}`);
  return { value: Number(rows[0]?.value ?? 0), previous: Number(rows[0]?.previous ?? 0) };
}
