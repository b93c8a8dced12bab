import { workspaceProcedures } from '../../api/procedures';
import { pauseBot } from './agentQueries';
import { requireConversation, rereadConversation } from './requireConversation';

/** POST /strong/chat/{chatbotId}/conversations/{usertel}/takeover */
export const handleTakeOver = workspaceProcedures.conversations.takeOver.handler(
  async ({ input, context }) => {
    const conversation = await requireConversation(context, input);
    await pauseBot(context.db, {
      chatbotId: input.chatbotId,
      endUserId: conversation.end_user_id,
      agentId: context.session.user.id,
    });
    return { success: true as const, conversation: await rereadConversation(context.db, input) };
  },
);
