import { messages } from '@griot/contract/messages';
import { authedProcedures } from '../../api/procedures';
import { createChatbot } from './createChatbot';

/** POST /create/strong/chatbot (multipart): the fields as JSON in `data`, an optional avatar. */
export const handleCreateChatbot = authedProcedures.chatbots.create.handler(async ({ input, context }) => {
  const chatbotId = await createChatbot(context, context.session.user.id, input.data, input.avatar);
  context.log.info({ chatbotId }, 'chatbot created');
  return { success: true, message: messages.chatbots.created, chatbot_id: chatbotId };
});
