import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { campaignReport } from './campaignReport';
import { requireCampaign } from './requireCampaign';

/** GET /strong/broadcast/campaign/{id}/{campaignId}: progress and report (the screen polls it). */
export const handleCampaignReport = workspaceProcedures.broadcasts.report.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const campaign = await requireCampaign(context.db, chatbot.id, input.campaignId);
    const report = await campaignReport(context.db, campaign.id, {
      offset: input.offset,
      limit: input.limit,
    });
    return { success: true as const, campaign, report };
  },
);
