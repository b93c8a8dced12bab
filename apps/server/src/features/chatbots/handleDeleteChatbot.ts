import { messages } from '@griot/contract/messages';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { deleteChatbot } from './deleteChatbot';

/** DELETE /delete/strong/chatbot/{id} with { confirm: "SUPPRIMER" }: the word is checked by the input schema. */
export const handleDeleteChatbot = workspaceProcedures.chatbots.remove.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
  await deleteChatbot(context.db, context.files, chatbot);
  context.log.info({ chatbotId: chatbot.id }, 'chatbot deleted');
  return { success: true, message: messages.chatbots.deleted };
});
