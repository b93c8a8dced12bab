import { messages } from '@griot/contract/messages';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { computeStats } from './computeStats';

/** GET /get/stats[?idbotget=]: the account's figures, or one owned chatbot's. */
export const handleGetStats = workspaceProcedures.stats.global.handler(async ({ input, context }) => {
  const workspaceId = context.workspace.id;
  const chatbotId = input?.idbotget;
  if (chatbotId) await requireOwnedChatbot(context.db, workspaceId, chatbotId);
  return {
    success: true,
    message: messages.stats.fetched,
    stats: await computeStats(context.db, workspaceId, chatbotId),
  };
});
