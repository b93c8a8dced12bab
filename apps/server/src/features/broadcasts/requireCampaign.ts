import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import type { CampaignSummary } from '@griot/contract/broadcasts/broadcastSchemas';
import type { Database } from '@griot/db/openDatabase';
import { apiError } from '../../api/apiError';
import { campaignSummaries } from './campaignReport';

/** One campaign of the chatbot with its counts, else 404. */
export async function requireCampaign(
  db: Database,
  chatbotId: string,
  campaignId: string,
): Promise<CampaignSummary> {
  const [campaign] = await campaignSummaries(db, chatbotId, campaignId);
  if (!campaign) throw apiError(404, m.campaignUnknown);
  return campaign;
}
