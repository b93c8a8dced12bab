import { messages } from '@griot/contract/messages';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { cloneChatbot } from './cloneChatbot';

/** POST /strong/clonefinal/chatbot/{id} */
export const handleCloneChatbot = workspaceProcedures.chatbots.clone.handler(async ({ input, context }) => {
  const source = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
  const chatbotId = await cloneChatbot(context, source, input.namebotnew);
  return { success: true, message: messages.chatbots.cloned, chatbot_id: chatbotId };
});
