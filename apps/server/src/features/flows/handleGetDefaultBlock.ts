import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { chatbotBlocks } from './blockQueries';

/** GET /strong/get/{id}/default: the default block and its GRIOT IA switch. */
export const handleGetDefaultBlock = workspaceProcedures.flows.defaultBlock.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const rows = await chatbotBlocks(context.db, chatbot.id);
    return {
      success: true,
      defaultblock: rows
        .filter((row) => row.category === 'default')
        .map((row) => ({ idblock: row.idblock, jarvis: row.assistantSwitch })),
    };
  },
);
