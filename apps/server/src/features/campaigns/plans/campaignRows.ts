import type { CampaignListStatus } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import type { Database } from '@griot/db/openDatabase';
import type { BroadcastParameter } from '@griot/db/schema/broadcasts';
import type { PlanMessage, StoredAbTest, StoredRecurrence } from '@griot/db/schema/campaignPlans';
import { type SQL, sql } from 'drizzle-orm';

/** A campaign (broadcasts) or a plan (campaign_plans) as the list reads it. */
export type CampaignRow = {
  kind: 'campaign' | 'plan';
  id: string;
  chatbot_id: string;
  chatbot_name: string;
  name: string | null;
  template: string;
  langage: string;
  status: string;
  created_at: string;
  finished_at: string | null;
  schedule_local: string | null;
  recurrence: StoredRecurrence | null;
  next_run_at: string | null;
  last_run_at: string | null;
  runs: number;
  plan_id: string | null;
  pause_reason: string | null;
  ab_test: StoredAbTest | null;
  ab_phase: 'testing' | 'awaitingChoice' | 'decided' | null;
  ab_decide_at: string | null;
  ab_winner: 'A' | 'B' | null;
  /** What the composer needs to edit it. */
  message: PlanMessage | null;
  parameters: BroadcastParameter[];
  conditions: unknown[];
  source: 'whatsapp' | 'local' | null;
};

const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The list's status of a plan: once-only 'scheduled', recurring 'recurring', else as stored. */
const PLAN_STATUS = sql`CASE WHEN p.status IN ('scheduled', 'active') THEN (CASE WHEN p.recurrence IS NULL THEN 'scheduled' ELSE 'recurring' END) ELSE p.status END`;

/**
 * Campaigns of every chatbot of the workspace and its plans, in one order (newest first, then id):
 * a once-only plan that ran shows as its campaign only.
 */
function rowsQuery(
  workspaceId: string,
  filter: { chatbotId?: string | undefined; id?: string | undefined },
): SQL {
  const campaignWhere = [sql`c.workspace_id = ${workspaceId}`];
  const planWhere = [
    sql`p.workspace_id = ${workspaceId}`,
    sql`NOT (p.recurrence IS NULL AND p.status = 'finished' AND EXISTS (SELECT 1 FROM broadcasts x WHERE x.plan_id = p.id))`,
  ];
  if (filter.chatbotId) {
    campaignWhere.push(sql`b.chatbot_id = ${filter.chatbotId}`);
    planWhere.push(sql`p.chatbot_id = ${filter.chatbotId}`);
  }
  if (filter.id) {
    campaignWhere.push(sql`b.id = ${filter.id}`);
    planWhere.push(sql`p.id = ${filter.id}`);
  }
  return sql`
    SELECT 'campaign' AS kind, b.id, b.chatbot_id, c.bot_name AS chatbot_name, b.name, b.template_name AS template,
      b.template_language AS langage, b.status, b.created_at AS created_ts, ${iso(sql`b.created_at`)} AS created_at,
      ${iso(sql`b.finished_at`)} AS finished_at, NULL::text AS schedule_local, NULL::jsonb AS recurrence,
      NULL::text AS next_run_at, NULL::text AS last_run_at, 0 AS runs, b.plan_id, b.pause_reason, b.ab_test,
      b.ab_phase, ${iso(sql`b.ab_decide_at`)} AS ab_decide_at, b.ab_winner, NULL::jsonb AS message,
      b.parameters, b.conditions, b.model->>'source' AS source
    FROM broadcasts b JOIN chatbots c ON c.id = b.chatbot_id
    WHERE ${sql.join(campaignWhere, sql` AND `)}
    UNION ALL
    SELECT 'plan', p.id, p.chatbot_id, c.bot_name, p.name, p.message->>'title', p.message->>'langage', ${PLAN_STATUS},
      p.created_at, ${iso(sql`p.created_at`)}, ${iso(sql`CASE WHEN p.status IN ('cancelled', 'finished') THEN p.updated_at END`)},
      p.schedule_local, p.recurrence, ${iso(sql`p.next_run_at`)}, ${iso(sql`p.last_run_at`)}, p.runs, p.id, NULL,
      p.ab_test, NULL, NULL, NULL, p.message, p.parameters, p.conditions, p.message->>'source'
    FROM campaign_plans p JOIN chatbots c ON c.id = p.chatbot_id
    WHERE ${sql.join(planWhere, sql` AND `)}`;
}

/** A page of the list, after the cursor's (created_at, id), optionally of one list status. */
export async function listCampaignRows(
  db: Database,
  workspaceId: string,
  query: {
    chatbotId?: string | undefined;
    status?: CampaignListStatus | undefined;
    after?: { at: string; id: string } | undefined;
    limit: number;
  },
): Promise<CampaignRow[]> {
  const where: SQL[] = [sql`true`];
  if (query.status) where.push(sql`x.status = ${query.status}`);
  if (query.after)
    where.push(sql`(x.created_ts, x.id) < (${query.after.at}::timestamptz, ${query.after.id}::uuid)`);
  const { rows } = await db.execute<CampaignRow>(sql`
    SELECT * FROM (${rowsQuery(workspaceId, { chatbotId: query.chatbotId })}) x
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY x.created_ts DESC, x.id DESC
    LIMIT ${query.limit}`);
  return rows;
}

/** One campaign or plan of the workspace by its id, or undefined. */
export async function findCampaignRow(
  db: Database,
  workspaceId: string,
  id: string,
): Promise<CampaignRow | undefined> {
  const { rows } = await db.execute<CampaignRow>(sql`
    SELECT * FROM (${rowsQuery(workspaceId, { id })}) x ORDER BY x.kind LIMIT 1`);
  return rows[0];
}

/** A campaign's counts the broadcast panel does not show: replies, Meta's caps, the held rest. */
export async function extraCounts(
  db: Database,
  campaignIds: readonly string[],
): Promise<Map<string, { replied: number; capped: number; held: number }>> {
  const counts = new Map<string, { replied: number; capped: number; held: number }>();
  if (campaignIds.length === 0) return counts;
  const { rows } = await db.execute<{ id: string; replied: number; capped: number; held: number }>(sql`
    SELECT broadcast_id AS id, count(replied_at)::int AS replied,
      count(*) FILTER (WHERE status = 'capped')::int AS capped, count(*) FILTER (WHERE status = 'held')::int AS held
    FROM broadcast_recipients WHERE broadcast_id = ANY(${`{${campaignIds.join(',')}}`}::uuid[])
    GROUP BY broadcast_id`);
  for (const row of rows) counts.set(row.id, row);
  return counts;
}
