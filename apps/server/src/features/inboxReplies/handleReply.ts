import { messages as texts } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { agentChatMessage, storeAgentMessages } from '../../domain/conversations/storeAgentMessages';
import {
  type InboxTarget,
  requireInboxConversation,
  rereadInboxConversation,
} from '../../domain/inbox/requireInboxConversation';
import { findAttachment } from './inboxAttachments';
import { replyDrafts } from './replyElements';

/**
 * POST /inbox/conversations/{id}/reply: an agent writes to the customer (a text, a file uploaded
 * with inbox.upload, or both). The conversation opens for them if the bot had it; the messages go
 * through the runtime's send queue, in order, once.
 */
export const handleReply = workspaceProcedures.inbox.reply.handler(async ({ input, context }) => {
  const target = await requireInboxConversation(context, input.id);
  refuseClosedChannel(target);
  const attachment = input.attachment
    ? await findAttachment(context.db, context.workspace.id, input.attachment)
    : undefined;
  const stored = await storeAgentMessages(
    context.db,
    {
      chatbotId: target.chatbot.id,
      endUserId: target.conversation.id,
      agentId: context.session.user.id,
      channel: target.conversation.channel,
    },
    replyDrafts({ text: input.text, attachment }),
  );
  context.runtime.signals.wake('outbox');
  const last = stored.at(-1);
  if (!last) throw new Error('the reply stored nothing');
  return {
    success: true as const,
    message: agentChatMessage(last),
    conversation: await rereadInboxConversation(context, input.id),
  };
});

/**
 * WhatsApp takes a free reply only within 24 hours of the customer's last message (the screen
 * then offers a template), and only from a chatbot with its token and number.
 */
function refuseClosedChannel({ conversation, chatbot }: InboxTarget): void {
  if (conversation.channel !== 'whatsapp') return;
  const windowEnd = conversation.reply_window_ends_at ? Date.parse(conversation.reply_window_ends_at) : 0;
  if (windowEnd <= Date.now()) throw apiError(422, texts.conversations.windowClosed);
  if (!chatbot.accessTokenEncrypted || !chatbot.phoneNumberId)
    throw apiError(422, texts.conversations.noChannelCredentials);
}
