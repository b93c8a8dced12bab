import { messages } from '@griot/contract/messages';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { recordAudit } from '../../domain/workspaces/recordAudit';
import { deleteChatbot } from './deleteChatbot';

/** DELETE /delete/strong/chatbot/{id} with { confirm: "SUPPRIMER" }: the word is checked by the input schema. */
export const handleDeleteChatbot = workspaceProcedures.chatbots.remove.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
  await deleteChatbot(context.db, context.files, chatbot, (tx) =>
    recordAudit(tx, {
      workspaceId: context.workspace.id,
      actor: context.session.user,
      type: 'chatbot.deleted',
      subject: chatbot.botName,
      details: { chatbot_id: chatbot.id, channel: chatbot.type },
    }),
  );
  context.log.info({ chatbotId: chatbot.id }, 'chatbot deleted');
  return { success: true, message: messages.chatbots.deleted };
});
