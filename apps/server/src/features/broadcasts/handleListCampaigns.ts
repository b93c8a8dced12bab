import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { campaignSummaries } from './campaignReport';

/** GET /strong/broadcast/campaigns/{id} */
export const handleListCampaigns = authedProcedures.broadcasts.list.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  return { success: true as const, campaigns: await campaignSummaries(context.db, chatbot.id) };
});
