import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { BROADCAST_WORKER } from './BroadcastWorker';
import { controlCampaign } from './campaignControls';
import { requireCampaign } from './requireCampaign';

/** POST /strong/broadcast/campaign/{id}/{campaignId}/{pause|resume|cancel} */
export const handleControlCampaign = workspaceProcedures.broadcasts.control.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const campaign = await requireCampaign(context.db, chatbot.id, input.campaignId);
    if (campaign.status === 'finished' || campaign.status === 'cancelled')
      throw apiError(409, m.campaignFinished);
    await controlCampaign(context.db, campaign.id, input.action);
    if (input.action === 'resume') context.runtime.worker(BROADCAST_WORKER)?.wake();
    return { success: true as const, campaign: await requireCampaign(context.db, chatbot.id, campaign.id) };
  },
);
