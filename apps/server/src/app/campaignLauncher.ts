import { BROADCAST_WORKER } from '../features/broadcasts/BroadcastWorker';
import { campaignSummaries } from '../features/broadcasts/campaignReport';
import { findBroadcastModel } from '../features/broadcasts/findBroadcastModel';
import { requireWhatsAppChatbot } from '../features/broadcasts/requireWhatsAppChatbot';
import { startCampaign } from '../features/broadcasts/startCampaign';
import type { CampaignLauncher } from '../features/campaigns/plans/campaignLauncher';

/**
 * The broadcasts feature as campaign plans use it (a feature imports no other: the app hands it
 * over): a plan's campaign starts, is counted and sent exactly as the broadcast panel's.
 */
export const campaignLauncher: CampaignLauncher = {
  requireChatbot: requireWhatsAppChatbot,
  findModel: findBroadcastModel,
  // A plan whose author left the workspace keeps running: created_by is then empty.
  start: (db, chatbot, launch, alsoInTransaction) =>
    startCampaign(db, chatbot, { ...launch, createdBy: launch.createdBy as string }, alsoInTransaction),
  summary: async (db, chatbotId, campaignId) => (await campaignSummaries(db, chatbotId, campaignId))[0],
  senderWorker: BROADCAST_WORKER,
};
