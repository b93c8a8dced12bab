import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import type { Condition } from '@griot/contract/segments/segmentSchemas';
import type { Database } from '@griot/db/openDatabase';
import type { BroadcastParameter } from '@griot/db/schema/broadcasts';
import type { PlanMessage, StoredAbTest, StoredRecurrence } from '@griot/db/schema/campaignPlans';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq, sql } from 'drizzle-orm';
import { loadWorkspaceTimeZone } from '../../../domain/campaigns/quietHours';
import { catchUpActivity } from '../../../lib/activityBacklog';
import type { CampaignLauncher } from './campaignLauncher';
import { linkCampaign } from './linkCampaign';
import { recordPlanAudit } from './planAudit';
import { nextRun } from './recurrence';

type DuePlan = {
  id: string;
  workspace_id: string;
  chatbot_id: string;
  created_by: string | null;
  name: string | null;
  message: PlanMessage;
  conditions: Condition[];
  ab_test: StoredAbTest | null;
  recurrence: StoredRecurrence | null;
  run_at: string;
};

/**
 * Starts every plan due by `now`, one transaction each: the plan is locked (SKIP LOCKED: another
 * scheduler takes the next one), its campaign started (the segment evaluated now), its next run set
 * — all or nothing, so a crash neither loses a run (the plan stays due) nor doubles it (the run
 * commits with its next time, and (plan_id, plan_run_at) is unique). Returns the campaigns started.
 */
export async function runDuePlans(
  db: Database,
  launcher: CampaignLauncher,
  now: number,
  onError: (error: unknown) => void,
): Promise<string[]> {
  const started: string[] = [];
  const failed = new Set<string>();
  // A run's segment reads the window from end_users (startCampaign): the activity is caught up
  // first, outside the runs' transactions, and only when a plan is due (this runs every second).
  if (!(await anyPlanDue(db, now))) return started;
  await catchUpActivity(db, { wait: true });
  for (;;) {
    let planId: string | undefined;
    try {
      const ran = await db.transaction(async (tx) => {
        const plan = await claimDuePlan(tx, now, failed);
        if (!plan) return false;
        planId = plan.id;
        const campaignId = await startRun(tx, launcher, plan, now);
        if (campaignId) started.push(campaignId);
        await advance(tx, plan, now);
        return true;
      });
      if (!ran) return started;
    } catch (error) {
      onError(error);
      if (!planId) return started;
      // This run cannot start (its chatbot lost its number, a variable was deleted): it is passed
      // over, so the plan's next runs — and the other plans — still go.
      failed.add(planId);
      const passedOver = await db
        .transaction(async (tx) => {
          const plan = await claimDuePlan(tx, now, new Set(), planId);
          if (plan) await advance(tx, plan, now);
          return true;
        })
        .catch((passError: unknown) => {
          // The database itself failed: the plan stays due, tried again at the next round.
          onError(passError);
          return false;
        });
      if (!passedOver) return started;
    }
  }
}

async function anyPlanDue(db: Database, now: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM campaign_plans
    WHERE status IN ('scheduled', 'active') AND next_run_at <= ${new Date(now).toISOString()}::timestamptz
    LIMIT 1`);
  return rows.length > 0;
}

async function claimDuePlan(
  tx: Database,
  now: number,
  skip: ReadonlySet<string>,
  only?: string,
): Promise<DuePlan | undefined> {
  const { rows } = await tx.execute<DuePlan>(sql`
    SELECT id, workspace_id, chatbot_id, created_by, name, message, conditions, ab_test, recurrence,
      to_char(next_run_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS run_at
    FROM campaign_plans
    WHERE status IN ('scheduled', 'active') AND next_run_at <= ${new Date(now).toISOString()}::timestamptz
      ${only ? sql`AND id = ${only}` : sql``}
      ${skip.size > 0 ? sql`AND NOT (id = ANY(${`{${[...skip].join(',')}}`}::uuid[]))` : sql``}
    ORDER BY next_run_at LIMIT 1
    FOR UPDATE SKIP LOCKED`);
  return rows[0];
}

async function startRun(
  tx: Database,
  launcher: CampaignLauncher,
  plan: DuePlan,
  now: number,
): Promise<string | undefined> {
  const [chatbot] = await tx.select().from(chatbots).where(eq(chatbots.id, plan.chatbot_id));
  if (!chatbot) return undefined;
  const runAt = Date.parse(plan.run_at);
  return launcher.start(
    tx,
    chatbot,
    {
      createdBy: plan.created_by,
      model: plan.message.model as unknown as BroadcastModel,
      parameters: plan.message.parameters as BroadcastParameter[],
      conditions: plan.conditions,
    },
    async (inner, campaign) => {
      await linkCampaign(inner, campaign.id, {
        name: plan.name,
        abTest: plan.ab_test,
        plan: { id: plan.id, runAt },
        now,
      });
      // Griot starts it (no actor): the line says which plan, as an immediate start's says who.
      const subject = plan.name ?? plan.message.title;
      await recordPlanAudit(
        inner,
        plan.workspace_id,
        null,
        'broadcast.started',
        { planId: plan.id, subject, chatbotId: chatbot.id, chatbotName: chatbot.botName },
        { campaign_id: campaign.id, recipients: campaign.total - campaign.skipped },
      );
    },
  );
}

/**
 * The plan's next run: a once-only plan is finished; a recurring one moves to its next time after
 * both this run and now (runs missed while the server was down are not all sent at once).
 */
async function advance(tx: Database, plan: DuePlan, now: number): Promise<void> {
  const runAt = Date.parse(plan.run_at);
  const next = plan.recurrence
    ? nextRun(plan.recurrence, await loadWorkspaceTimeZone(tx, plan.workspace_id), Math.max(runAt, now))
    : undefined;
  await tx.execute(sql`
    UPDATE campaign_plans SET runs = runs + 1, last_run_at = ${plan.run_at}::timestamptz,
      next_run_at = ${next === undefined ? null : new Date(next).toISOString()}::timestamptz,
      status = ${next === undefined ? 'finished' : 'active'}, updated_at = now()
    WHERE id = ${plan.id}`);
}
