import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { campaignSummaries } from './campaignReport';

/** GET /strong/broadcast/campaigns/{id} */
export const handleListCampaigns = workspaceProcedures.broadcasts.list.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
  return { success: true as const, campaigns: await campaignSummaries(context.db, chatbot.id) };
});
