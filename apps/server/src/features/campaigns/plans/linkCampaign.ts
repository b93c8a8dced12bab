import type { Database } from '@griot/db/openDatabase';
import type { StoredAbTest } from '@griot/db/schema/campaignPlans';
import { sql } from 'drizzle-orm';
import { assignVariants } from './abTest';

/** What a campaign carries of its plan and its A/B test. */
export interface CampaignLink {
  name: string | null;
  abTest: StoredAbTest | null;
  /** The plan and the run time it starts (unique together: a run is never started twice). */
  plan: { id: string; runAt: number } | null;
  /** The clock the A/B delay counts from. */
  now: number;
}

/**
 * Run inside startCampaign's transaction, once the recipients are stored: the campaign's name, its
 * plan and run, and its A/B test (variants assigned, the rest held, the decision's time).
 */
export async function linkCampaign(tx: Database, campaignId: string, link: CampaignLink): Promise<void> {
  const decideAt = link.abTest
    ? new Date(link.now + link.abTest.decideAfterHours * 3_600_000).toISOString()
    : null;
  await tx.execute(sql`
    UPDATE broadcasts SET name = ${link.name},
      plan_id = ${link.plan?.id ?? null},
      plan_run_at = ${link.plan ? new Date(link.plan.runAt).toISOString() : null}::timestamptz,
      ab_test = ${link.abTest ? JSON.stringify(link.abTest) : null}::jsonb,
      ab_phase = ${link.abTest ? 'testing' : null},
      ab_decide_at = ${decideAt}::timestamptz
    WHERE id = ${campaignId}`);
  if (link.abTest) await assignVariants(tx, campaignId, link.abTest.sharePercent);
}
