import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { toBlock } from './blockDto';
import { chatbotBlocks } from './blockQueries';

/** GET /strong/get/chatbot/{id}/flowall */
export const handleGetFlowAll = authedProcedures.flows.all.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  return { success: true, flow: (await chatbotBlocks(context.db, chatbot.id)).map(toBlock) };
});
