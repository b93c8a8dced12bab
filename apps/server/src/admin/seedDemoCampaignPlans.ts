import { sql } from 'drizzle-orm';
import { loadWorkspaceTimeZone } from '../domain/campaigns/quietHours';
import { writeCampaignMessages } from '../features/broadcasts/writeSettledMessages';
import { instantToLocal, localToInstant, nextRun } from '../features/campaigns/plans/recurrence';
import { EVERYONE, promoMessage, storedModel, welcomeMessage } from './demoCampaignPlanModels';
import type { DemoCampaignScope } from './demoCampaignScope';

// i18n-exempt-file: the demo shop's own campaign names (its French marketing)

const DAY = 24 * 3_600_000;

/**
 * Issue 24, part "plans": on the demo shop, quiet hours 21:00–08:00 and a 48 h frequency cap; a
 * campaign planned tomorrow at 09:00, one every Monday at 10:00, and an A/B test finished with its
 * winner (B) sent to the rest, recipients with their statuses. Ids are derived from the shop's, so
 * running it again changes nothing.
 */
export async function seedDemoCampaignPlans(scope: DemoCampaignScope): Promise<void> {
  const { db, workspaceId, shopId } = scope;
  await db.execute(sql`
    UPDATE workspaces SET quiet_hours_start = ${21 * 60}, quiet_hours_end = ${8 * 60}, frequency_cap_hours = 48
    WHERE id = ${workspaceId}`);
  const timeZone = await loadWorkspaceTimeZone(db, workspaceId);
  const now = Date.now();
  const tomorrow = `${instantToLocal(now + DAY, timeZone).slice(0, 10)}T09:00`;
  const mondays = { frequency: 'weekly' as const, days: [1], time: '10:00' };
  const plans = [
    {
      key: 'plan-tomorrow',
      name: 'Tabaski : -20 % demain matin',
      message: promoMessage('20'),
      scheduleLocal: tomorrow,
      scheduleAt: localToInstant(tomorrow, timeZone),
      recurrence: null,
      nextRunAt: localToInstant(tomorrow, timeZone),
      status: 'scheduled',
      createdAt: now - 3_600_000,
    },
    {
      key: 'plan-mondays',
      name: 'Nouveautés du lundi',
      message: welcomeMessage,
      scheduleLocal: null,
      scheduleAt: null,
      recurrence: mondays,
      nextRunAt: nextRun(mondays, timeZone, now) ?? null,
      status: 'active',
      createdAt: now - 3 * DAY,
    },
  ];
  for (const plan of plans)
    await db.execute(sql`
      INSERT INTO campaign_plans (id, workspace_id, chatbot_id, name, message, conditions, parameters, schedule_local,
        schedule_at, recurrence, next_run_at, status, created_at)
      VALUES (md5(${shopId}::text || ${plan.key})::uuid, ${workspaceId}, ${shopId}, ${plan.name},
        ${JSON.stringify(plan.message)}::jsonb, ${JSON.stringify(EVERYONE)}::jsonb, ${JSON.stringify(plan.message.parameters)}::jsonb,
        ${plan.scheduleLocal}, ${plan.scheduleAt === null ? null : new Date(plan.scheduleAt).toISOString()}::timestamptz,
        ${plan.recurrence ? JSON.stringify(plan.recurrence) : null}::jsonb,
        ${plan.nextRunAt === null ? null : new Date(plan.nextRunAt).toISOString()}::timestamptz, ${plan.status},
        ${new Date(plan.createdAt).toISOString()}::timestamptz)
      ON CONFLICT (id) DO NOTHING`);
  await seedFinishedAbTest(scope, now);
}

/**
 * Ten days ago: 'promo_tabaski' (A) against 'bienvenue' (B) on 20 % + 20 % of the shop's customers,
 * decided by read rate after 4 h; B won and went to the rest.
 */
async function seedFinishedAbTest({ db, shopId }: DemoCampaignScope, now: number): Promise<void> {
  const startedAt = new Date(now - 10 * DAY).toISOString();
  const abTest = {
    sharePercent: 20,
    metric: 'read',
    decideAfterHours: 4,
    pick: 'auto',
    variantB: welcomeMessage,
  };
  const promo = promoMessage('15');
  const created = await db.execute<{ id: string }>(sql`
    INSERT INTO broadcasts (id, chatbot_id, template_name, template_language, parameters, conditions, model, phone_number_id,
      status, total, skipped, created_at, finished_at, name, ab_test, ab_phase, ab_decide_at, ab_winner)
    SELECT md5(${shopId}::text || 'ab-test')::uuid, c.id, ${promo.title}, ${promo.langage}, ${JSON.stringify(promo.parameters)}::jsonb,
      ${JSON.stringify(EVERYONE)}::jsonb, ${JSON.stringify(storedModel(promo))}::jsonb, c.phone_number_id, 'finished', 0, 0,
      ${startedAt}::timestamptz, ${startedAt}::timestamptz + interval '5 hours', 'Test A/B : promo ou bienvenue ?',
      ${JSON.stringify(abTest)}::jsonb, 'decided', ${startedAt}::timestamptz + interval '4 hours', 'B'
    FROM chatbots c WHERE c.id = ${shopId}
    ON CONFLICT (id) DO NOTHING
    RETURNING id`);
  const campaignId = created.rows[0]?.id;
  // Already there: its recipients too (inserted with it).
  if (!campaignId) return;
  // Up to 60 customers, in a fixed order: 20 % get A, 20 % B, the rest B (the winner). Read and
  // reply figures make B the better one, as the stored winner says.
  await db.execute(sql`
    WITH picked AS (
      SELECT eu.id, coalesce(eu.phone, eu.external_id) AS phone, row_number() OVER (ORDER BY md5(eu.id::text)) AS n,
        count(*) OVER () AS total
      FROM end_users eu WHERE eu.chatbot_id = ${shopId} AND NOT eu.is_test AND eu.channel = 'whatsapp'
      ORDER BY md5(eu.id::text) LIMIT 60
    ), split AS (
      SELECT *, greatest(1, floor(least(total, 60) * 0.2))::int AS share FROM picked
    )
    INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone, status, attempts, next_attempt_at,
      message_id, variant, replied_at, updated_at)
    SELECT ${campaignId}, id, n, phone,
      CASE WHEN n <= share THEN (CASE WHEN n % 3 = 0 THEN 'read' WHEN n % 5 = 0 THEN 'failed' ELSE 'delivered' END)
           WHEN n <= 2 * share THEN (CASE WHEN n % 4 = 0 THEN 'delivered' ELSE 'read' END)
           ELSE (CASE WHEN n % 7 = 0 THEN 'failed' WHEN n % 3 = 0 THEN 'delivered' WHEN n % 11 = 0 THEN 'sent' ELSE 'read' END) END,
      1, ${startedAt}::timestamptz, 'wamid.demo-ab-' || n,
      CASE WHEN n <= share THEN 'A' WHEN n <= 2 * share THEN 'B' END,
      CASE WHEN n % 4 = 1 AND n > share THEN ${startedAt}::timestamptz + interval '2 hours' END,
      ${startedAt}::timestamptz + interval '5 hours'
    FROM split
    ON CONFLICT (broadcast_id, end_user_id) DO NOTHING`);
  await db.execute(sql`
    UPDATE broadcasts SET total = (SELECT count(*) FROM broadcast_recipients WHERE broadcast_id = ${campaignId})
    WHERE id = ${campaignId}`);
  // Their sends in the customers' conversations, as the worker writes them (and once: a later run
  // of the app's settled-sends writer finds them there).
  await writeCampaignMessages(db, campaignId);
}
