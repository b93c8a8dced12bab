import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { toBlock } from './blockDto';
import { chatbotBlocks } from './blockQueries';

/** GET /strong/get/chatbot/{id}/flowall */
export const handleGetFlowAll = workspaceProcedures.flows.all.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
  return { success: true, flow: (await chatbotBlocks(context.db, chatbot.id)).map(toBlock) };
});
