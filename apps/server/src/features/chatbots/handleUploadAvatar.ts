import { messages } from '@griot/contract/messages';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { removeAvatar, storeAvatar } from './storeAvatar';
import { updateChatbot } from './updateChatbot';

/** POST /upload/chatbot/avatar (multipart): a new picture, checked by content; the old file goes. */
export const handleUploadAvatar = workspaceProcedures.chatbots.uploadAvatar.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.chatbot_id);
    const avatar = await storeAvatar(context, input.avatar, {
      workspaceId: chatbot.workspaceId,
      chatbotId: chatbot.id,
    });
    try {
      await updateChatbot(context.db, context.config.secretKey, chatbot.id, { avatar });
    } catch (error) {
      await removeAvatar(context, avatar);
      throw error;
    }
    await removeAvatar(context, chatbot.avatar);
    return { success: true, message: messages.chatbots.avatarUpdated, avatar };
  },
);
