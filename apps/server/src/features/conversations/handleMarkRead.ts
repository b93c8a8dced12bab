import { workspaceProcedures } from '../../api/procedures';
import { markConversationRead } from './agentQueries';
import { requireConversation, rereadConversation } from './requireConversation';

/** POST /strong/chat/{chatbotId}/conversations/{usertel}/read */
export const handleMarkRead = workspaceProcedures.conversations.markRead.handler(
  async ({ input, context }) => {
    const conversation = await requireConversation(context, input);
    await markConversationRead(context.db, conversation.end_user_id);
    return { success: true as const, conversation: await rereadConversation(context.db, input) };
  },
);
