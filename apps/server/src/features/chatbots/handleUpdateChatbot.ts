import { messages } from '@griot/contract/messages';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { toChatbot } from './chatbotDto';
import { loadSilentReasons } from './loadSilentReasons';
import { updateChatbot } from './updateChatbot';

/** PUT /update/strong/chatbot/{id}: the advanced settings screen saves the whole chatbot. */
export const handleUpdateChatbot = workspaceProcedures.chatbots.update.handler(async ({ input, context }) => {
  const { id, ...fields } = input;
  await requireOwnedChatbot(context.db, context.workspace.id, id);
  const updated = await updateChatbot(context.db, context.config.secretKey, id, fields);
  // New credentials or a new type take effect on the next message, not after the cache's second.
  context.runtime.chatbots.forget(id);
  const reasons = await loadSilentReasons(context.db, [id]);
  return {
    success: true,
    message: messages.chatbots.settingsSaved,
    chatbot: toChatbot(updated, context.config.publicUrl, context.config.secretKey, reasons.get(id) ?? []),
  };
});

/**
 * PUT /update/ease/chatbot/{id}: the list's quick edit. An avatar may only be set to one of the
 * chatbot's own stored files or the placeholder: never to an arbitrary URL.
 */
export const handleUpdateChatbotEase = workspaceProcedures.chatbots.updateEase.handler(
  async ({ input, context }) => {
    const { id, avatar, ...fields } = input;
    const current = await requireOwnedChatbot(context.db, context.workspace.id, id);
    const keepAvatar =
      avatar === undefined || avatar === current.avatar || avatar.endsWith(`/${current.avatar}`);
    await updateChatbot(
      context.db,
      context.config.secretKey,
      id,
      keepAvatar ? fields : { ...fields, avatar: current.avatar },
    );
    return { success: true, message: messages.chatbots.edited };
  },
);
