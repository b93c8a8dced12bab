import { messages } from '@griot/contract/messages';
import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { declarationsOf } from './variableDeclarations';

/** GET /strong/get/variables/list/{chatbotId} */
export const handleListDeclarations = authedProcedures.variables.declarations.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.chatbotId);
    return { success: true, message: messages.chatbots.fetched, chatbot: declarationsOf(chatbot) };
  },
);
