import { messages } from '@griot/contract/messages';
import { workspaceProcedures } from '../../api/procedures';
import { createChatbot } from './createChatbot';

/** POST /create/strong/chatbot (multipart): the fields as JSON in `data`, an optional avatar. */
export const handleCreateChatbot = workspaceProcedures.chatbots.create.handler(async ({ input, context }) => {
  const chatbotId = await createChatbot(context, context.workspace.id, input.data, input.avatar);
  context.log.info({ chatbotId }, 'chatbot created');
  return { success: true, message: messages.chatbots.created, chatbot_id: chatbotId };
});
