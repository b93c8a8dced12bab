// i18n-exempt-file: the demo shop's own campaign names (its French marketing)

import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { loadWorkspaceTimeZone } from '../domain/campaigns/quietHours';
import { instantToLocal, localToInstant } from '../features/campaigns/plans/recurrence';
import {
  type DemoActor,
  type DemoAuditLine,
  type DemoTeamActors,
  goneDemoId,
  isoInstant,
} from './seedDemoAudit';

const DAY = 86_400_000;

type DemoPlan = {
  id: string;
  name: string;
  /** ISO instants (isoInstant). */
  schedule_at: string | null;
  recurrence: { frequency: string; time: string } | null;
  created_at: string;
};

/**
 * The shop's campaign plans in its audit log, named as recordPlanAudit names them: the A/B test
 * planned the day before Griot started it, an offer planned then cancelled, the Monday plan made
 * recurring then edited, tomorrow's promotion planned (the last two as seedDemoCampaignPlans wrote
 * them, dated by their rows).
 */
export async function demoPlanAudit(
  db: Database,
  { workspaceId, shopId }: { workspaceId: string; shopId: string },
  { admin, editor }: DemoTeamActors,
  now: Date,
): Promise<DemoAuditLine[]> {
  const timeZone = await loadWorkspaceTimeZone(db, workspaceId);
  const { rows: shops } = await db.execute<{ bot_name: string }>(
    sql`SELECT bot_name FROM chatbots WHERE id = ${shopId}`,
  );
  const ago = (at: string | number) => now.getTime() - new Date(at).getTime();
  const line = (
    at: string | number,
    actor: DemoActor | null,
    type: DemoAuditLine['type'],
    plan: { id: string; name: string },
    more: Record<string, string | number | boolean> = {},
  ): DemoAuditLine => ({
    ago: ago(at),
    actor,
    type,
    subject: plan.name,
    details: { chatbot: shops[0]?.bot_name ?? '', chatbot_id: shopId, plan_id: plan.id, ...more },
  });
  const scheduled = (at: string | number) => ({
    scheduled_at: new Date(at).toISOString(),
    time_zone: timeZone,
  });
  const lines: DemoAuditLine[] = [];

  const { rows: abTests } = await db.execute<{
    id: string;
    name: string;
    recipients: number;
    created_at: string;
  }>(sql`
    SELECT id, name, total - skipped AS recipients, ${isoInstant('created_at')} AS created_at FROM broadcasts
    WHERE id = md5(${shopId}::text || 'ab-test')::uuid`);
  const abTest = abTests[0];
  if (abTest) {
    const plan = { id: goneDemoId(shopId, 'plan-ab-test'), name: abTest.name };
    const startedAt = Date.parse(abTest.created_at);
    lines.push(
      line(startedAt - DAY, editor, 'broadcast.planned', plan, {
        ...scheduled(startedAt),
        ab_test: true,
      }),
      // Griot starts a plan's run: no actor.
      line(startedAt, null, 'broadcast.started', plan, {
        campaign_id: abTest.id,
        recipients: abTest.recipients,
      }),
    );
  }

  // An offer planned for 09:00 four days ago, cancelled by the admin the day after it was planned.
  const dropped = { id: goneDemoId(shopId, 'plan-cancelled'), name: 'Livraison offerte à Dakar' };
  const droppedRun = `${instantToLocal(now.getTime() - 4 * DAY, timeZone).slice(0, 10)}T09:00`;
  lines.push(
    line(now.getTime() - 9 * DAY, editor, 'broadcast.planned', dropped, {
      ...scheduled(localToInstant(droppedRun, timeZone)),
    }),
    line(now.getTime() - 8 * DAY, admin, 'broadcast.plan_cancelled', dropped),
  );

  const { rows: plans } = await db.execute<DemoPlan>(sql`
    SELECT id, name, ${isoInstant('schedule_at')} AS schedule_at, recurrence,
      ${isoInstant('created_at')} AS created_at FROM campaign_plans
    WHERE chatbot_id = ${shopId} AND status IN ('scheduled', 'active') ORDER BY created_at`);
  for (const plan of plans) {
    if (plan.recurrence) {
      const when = { frequency: plan.recurrence.frequency, time: plan.recurrence.time, time_zone: timeZone };
      lines.push(
        line(plan.created_at, editor, 'broadcast.recurring_created', plan, when),
        line(Date.parse(plan.created_at) + DAY, admin, 'broadcast.plan_edited', plan, when),
      );
    } else if (plan.schedule_at)
      lines.push(line(plan.created_at, editor, 'broadcast.planned', plan, scheduled(plan.schedule_at)));
  }
  return lines;
}
