import { messages as texts } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { hasChannelCredentials, storeAgentReply } from './agentQueries';
import { toChatMessage } from './conversationQueries';
import { requireConversation, rereadConversation } from './requireConversation';

/** POST /strong/chat/{chatbotId}/conversations/{usertel}/reply: the agent writes, the bot pauses. */
export const handleAgentReply = workspaceProcedures.conversations.reply.handler(
  async ({ input, context }) => {
    const conversation = await requireConversation(context, input);
    if (conversation.channel === 'whatsapp') {
      const windowEnd = conversation.reply_window_ends_at ? Date.parse(conversation.reply_window_ends_at) : 0;
      if (windowEnd <= Date.now()) throw apiError(422, texts.conversations.windowClosed);
      if (!(await hasChannelCredentials(context.db, input.chatbotId)))
        throw apiError(422, texts.conversations.noChannelCredentials);
    }
    const row = await storeAgentReply(
      context.db,
      {
        chatbotId: input.chatbotId,
        endUserId: conversation.end_user_id,
        agentId: context.session.user.id,
      },
      { text: input.text, channel: conversation.channel },
    );
    context.runtime.signals.wake('outbox');
    return {
      success: true as const,
      message: toChatMessage({
        id: row.id,
        seq: row.seq,
        end_user_id: row.endUserId,
        usertel: conversation.usertel,
        channel: conversation.channel,
        direction: row.direction,
        type: row.type,
        content: row.content,
        status: row.status,
        error: null,
        agent_id: row.agentId,
        created_at: row.createdAt.toISOString(),
      }),
      conversation: await rereadConversation(context.db, input),
    };
  },
);
