import { messages } from '@griot/contract/messages';
import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { computeStats } from './computeStats';

/** GET /get/stats[?idbotget=]: the account's figures, or one owned chatbot's. */
export const handleGetStats = authedProcedures.stats.global.handler(async ({ input, context }) => {
  const ownerId = context.session.user.id;
  const chatbotId = input?.idbotget;
  if (chatbotId) await requireOwnedChatbot(context.db, ownerId, chatbotId);
  return {
    success: true,
    message: messages.stats.fetched,
    stats: await computeStats(context.db, ownerId, chatbotId),
  };
});
