import type { DemoCampaignScope } from './demoCampaignScope';

/** Issue 24, part "templates": its demo data (seedDemoCampaigns.ts). */
export async function seedDemoTemplates(_scope: DemoCampaignScope): Promise<void> {}
