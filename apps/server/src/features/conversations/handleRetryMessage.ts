import { messages as texts } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { requeueFailedMessage } from './agentQueries';
import { messagesBySeq, toChatMessage } from './conversationQueries';
import { requireConversation } from './requireConversation';

/**
 * POST /strong/chat/{chatbotId}/conversations/{usertel}/messages/{messageId}/retry: a failed
 * outbound message goes back to the send queue, tried again from the part it had reached (a
 * message of several parts never repeats the ones already delivered).
 */
export const handleRetryMessage = workspaceProcedures.conversations.retry.handler(
  async ({ input, context }) => {
    const conversation = await requireConversation(context, input);
    const outcome = await requeueFailedMessage(context.db, {
      chatbotId: input.chatbotId,
      endUserId: conversation.end_user_id,
      messageId: input.messageId,
    });
    if (outcome === 'notFound') throw apiError(404, texts.conversations.messageNotFound);
    if (outcome === 'notFailed') throw apiError(409, texts.conversations.notFailed);
    if (outcome === 'broadcast') throw apiError(409, texts.conversations.broadcastNotRetried);
    context.runtime.signals.wake('outbox');
    const [stored] = await messagesBySeq(context.db, input.chatbotId, [outcome.seq]);
    if (!stored) throw apiError(404, texts.conversations.messageNotFound);
    return { success: true as const, message: toChatMessage(stored) };
  },
);
