import type { AuditEventType } from '@griot/contract/workspaces/workspaceSchemas';
import type { Database } from '@griot/db/openDatabase';
import type { WorkspaceContext } from '../../../api/appContext';
import { type AuditActor, recordAudit } from '../../../domain/workspaces/recordAudit';
import type { ResolvedPlan } from './resolvePlanInput';

/** What a plan's audit line names: the campaign as the list shows it, its chatbot. */
export interface PlanSubject {
  planId: string;
  /** The plan's name, else its model's title. */
  subject: string;
  chatbotId: string;
  chatbotName: string;
}

export function planSubject(planId: string, plan: ResolvedPlan): PlanSubject {
  return {
    planId,
    subject: plan.name ?? plan.model.title,
    chatbotId: plan.chatbot.id,
    chatbotName: plan.chatbot.botName,
  };
}

/**
 * When the plan runs, as the log's sentence says it: a once-only plan's instant with the
 * workspace's zone (the screen shows it in that zone, as the composer took it); a recurring
 * plan's frequency and local time.
 */
function whenDetails(plan: ResolvedPlan): Record<string, string> {
  if (plan.recurrence)
    return { frequency: plan.recurrence.frequency, time: plan.recurrence.time, time_zone: plan.timeZone };
  if (plan.schedule)
    return { scheduled_at: new Date(plan.schedule.at).toISOString(), time_zone: plan.timeZone };
  return {};
}

/**
 * A plan planned (once or recurring) or edited, in the transaction that stores it: the line and
 * the plan commit together, and a refused call writes neither.
 */
export async function recordPlanSaved(
  tx: Database,
  context: WorkspaceContext,
  planId: string,
  plan: ResolvedPlan,
  change: 'created' | 'edited',
): Promise<void> {
  const type: AuditEventType =
    change === 'edited'
      ? 'broadcast.plan_edited'
      : plan.recurrence
        ? 'broadcast.recurring_created'
        : 'broadcast.planned';
  await recordPlanAudit(tx, context.workspace.id, context.session.user, type, planSubject(planId, plan), {
    ...whenDetails(plan),
    ...(plan.abTest ? { ab_test: true } : {}),
  });
}

/** One line about a plan (`actor` null: Griot's own act, a scheduled run). */
export async function recordPlanAudit(
  tx: Database,
  workspaceId: string,
  actor: AuditActor | null,
  type: AuditEventType,
  plan: PlanSubject,
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await recordAudit(tx, {
    workspaceId,
    actor,
    type,
    subject: plan.subject,
    details: { chatbot: plan.chatbotName, chatbot_id: plan.chatbotId, plan_id: plan.planId, ...details },
  });
}
