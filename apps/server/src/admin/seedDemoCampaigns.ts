import type { DemoCampaignScope } from './demoCampaignScope';
import { seedDemoCampaignPlans } from './seedDemoCampaignPlans';
import { seedDemoCampaignResults } from './seedDemoCampaignResults';
import { seedDemoContacts } from './seedDemoContacts';
import { seedDemoTemplates } from './seedDemoTemplates';

/**
 * Issue 24's demo: templates of the shop's WhatsApp account in every status, imported contacts
 * with tags and opt-ins, campaigns planned, recurring, A/B-tested, paused by the number's
 * protection and finished with their replies. Each part is its own file; run again, each keeps
 * what it made.
 */
export async function seedDemoCampaigns(scope: DemoCampaignScope): Promise<void> {
  await seedDemoTemplates(scope);
  await seedDemoContacts(scope);
  await seedDemoCampaignPlans(scope);
  await seedDemoCampaignResults(scope);
}
