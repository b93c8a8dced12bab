import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { toBlock } from './blockDto';
import { chatbotBlocks } from './blockQueries';

/** GET /strong/get/chatbot/{idchatbot}/flow: the main blocks by role, and the standard ones. */
export const handleGetFlowTree = workspaceProcedures.flows.tree.handler(async ({ input, context }) => {
  const chatbotId = input.idchatbot;
  const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, chatbotId);
  const rows = (await chatbotBlocks(context.db, chatbot.id)).map(toBlock);
  const main = (category: string) => rows.find((block) => block.category === category) ?? null;
  return {
    success: true,
    flow: {
      mainblocks: { welcome: main('welcome'), default: main('default'), commerce: main('commerce') },
      blocks: rows.filter((block) => block.category === 'standard'),
    },
  };
});
