import type { DemoCampaignScope } from './demoCampaignScope';

/** Issue 24, part "plans": its demo data (seedDemoCampaigns.ts). */
export async function seedDemoCampaignPlans(_scope: DemoCampaignScope): Promise<void> {}
