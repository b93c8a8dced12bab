import type { Database } from '@griot/db/openDatabase';
import type { Config } from '../lib/config';

/** What every part of issue 24's demo receives (seedDemoCampaigns.ts): the demo workspace and its shop chatbot. */
export interface DemoCampaignScope {
  db: Database;
  config: Config;
  workspaceId: string;
  shopId: string;
}
