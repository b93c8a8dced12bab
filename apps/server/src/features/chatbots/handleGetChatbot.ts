import { messages } from '@griot/contract/messages';
import { workspaceProcedures } from '../../api/procedures';
import { loadOwnedChatbot } from './loadOwnedChatbot';

/** GET /get/strong/chatbot/{id} */
export const handleGetChatbot = workspaceProcedures.chatbots.get.handler(async ({ input, context }) => ({
  success: true,
  message: messages.chatbots.fetched,
  chatbot: await loadOwnedChatbot(context, input.id),
}));

/** GET /strong/get/chatbot/{idchatbot}: the same, as the flow editor names it. */
export const handleGetChatbotForEditor = workspaceProcedures.chatbots.getForEditor.handler(
  async ({ input, context }) => ({
    success: true,
    message: messages.chatbots.fetched,
    chatbot: await loadOwnedChatbot(context, input.idchatbot),
  }),
);

/** GET /get/chatbot/{chatbotId}: a one-element list, as the variables screen reads it. */
export const handleGetChatbotAsList = workspaceProcedures.chatbots.getAsList.handler(
  async ({ input, context }) => [await loadOwnedChatbot(context, input.chatbotId)],
);
