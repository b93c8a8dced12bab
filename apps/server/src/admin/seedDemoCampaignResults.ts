import type { DemoCampaignScope } from './demoCampaignScope';

/** Issue 24, part "results": its demo data (seedDemoCampaigns.ts). */
export async function seedDemoCampaignResults(_scope: DemoCampaignScope): Promise<void> {}
