import type { DemoCampaignScope } from './demoCampaignScope';

/** Issue 24, part "contacts": its demo data (seedDemoCampaigns.ts). */
export async function seedDemoContacts(_scope: DemoCampaignScope): Promise<void> {}
