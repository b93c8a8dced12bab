import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import type { ResolvedPlan } from './resolvePlanInput';

/** The columns a plan's fields fill, for an insert and an edit alike. */
function planValues(plan: ResolvedPlan) {
  return {
    chatbotId: plan.chatbot.id,
    name: plan.name,
    message: JSON.stringify(plan.message),
    conditions: JSON.stringify(plan.conditions),
    parameters: JSON.stringify(plan.message.parameters),
    abTest: plan.abTest ? JSON.stringify(plan.abTest) : null,
    scheduleLocal: plan.schedule?.local ?? null,
    scheduleAt: plan.schedule ? new Date(plan.schedule.at).toISOString() : null,
    recurrence: plan.recurrence ? JSON.stringify(plan.recurrence) : null,
    nextRunAt: plan.firstRunAt === null ? null : new Date(plan.firstRunAt).toISOString(),
    status: plan.recurrence ? 'active' : 'scheduled',
  };
}

export async function insertPlan(
  db: Database,
  workspaceId: string,
  createdBy: string,
  plan: ResolvedPlan,
): Promise<string> {
  const v = planValues(plan);
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO campaign_plans (workspace_id, chatbot_id, created_by, name, message, conditions, parameters, ab_test,
      schedule_local, schedule_at, recurrence, next_run_at, status)
    VALUES (${workspaceId}, ${v.chatbotId}, ${createdBy}, ${v.name}, ${v.message}::jsonb, ${v.conditions}::jsonb,
      ${v.parameters}::jsonb, ${v.abTest}::jsonb, ${v.scheduleLocal}, ${v.scheduleAt}::timestamptz,
      ${v.recurrence}::jsonb, ${v.nextRunAt}::timestamptz, ${v.status})
    RETURNING id`);
  const id = rows[0]?.id;
  if (!id) throw new Error('plan not created');
  return id;
}

/**
 * Replaces a plan's fields while it has not started (a recurring one: before its next run), in
 * the caller's transaction; false when it is no longer editable (started, cancelled, finished).
 */
export async function updatePlan(
  db: Database,
  workspaceId: string,
  planId: string,
  plan: ResolvedPlan,
): Promise<boolean> {
  const v = planValues(plan);
  const { rows } = await db.execute<{ id: string }>(sql`
    UPDATE campaign_plans SET chatbot_id = ${v.chatbotId}, name = ${v.name}, message = ${v.message}::jsonb,
      conditions = ${v.conditions}::jsonb, parameters = ${v.parameters}::jsonb, ab_test = ${v.abTest}::jsonb,
      schedule_local = ${v.scheduleLocal}, schedule_at = ${v.scheduleAt}::timestamptz, recurrence = ${v.recurrence}::jsonb,
      next_run_at = ${v.nextRunAt}::timestamptz, status = ${v.status}, updated_at = now()
    WHERE id = ${planId} AND workspace_id = ${workspaceId} AND status IN ('scheduled', 'active')
    RETURNING id`);
  return rows.length > 0;
}

/** A stored plan as its checks and its audit line read it. */
export interface LockedPlan {
  status: string;
  /** The plan's name, else its model's title. */
  subject: string;
  chatbotId: string;
  chatbotName: string;
}

/** A plan of the workspace (undefined: not there), locked for the caller's transaction. */
export async function lockPlan(
  db: Database,
  workspaceId: string,
  planId: string,
): Promise<LockedPlan | undefined> {
  const { rows } = await db.execute<{
    status: string;
    subject: string;
    chatbot_id: string;
    bot_name: string;
  }>(sql`
    SELECT p.status, coalesce(p.name, p.message->>'title', '') AS subject, p.chatbot_id, c.bot_name
    FROM campaign_plans p JOIN chatbots c ON c.id = p.chatbot_id
    WHERE p.id = ${planId} AND p.workspace_id = ${workspaceId} FOR UPDATE OF p`);
  const row = rows[0];
  return (
    row && { status: row.status, subject: row.subject, chatbotId: row.chatbot_id, chatbotName: row.bot_name }
  );
}

export async function cancelPlan(db: Database, planId: string): Promise<void> {
  await db.execute(sql`
    UPDATE campaign_plans SET status = 'cancelled', next_run_at = NULL, updated_at = now() WHERE id = ${planId}`);
}
