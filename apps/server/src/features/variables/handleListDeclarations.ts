import { messages } from '@griot/contract/messages';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { declarationsOf } from './variableDeclarations';

/** GET /strong/get/variables/list/{chatbotId} */
export const handleListDeclarations = workspaceProcedures.variables.declarations.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.chatbotId);
    return { success: true, message: messages.chatbots.fetched, chatbot: declarationsOf(chatbot) };
  },
);
