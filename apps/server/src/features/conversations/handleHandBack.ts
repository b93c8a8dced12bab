import { workspaceProcedures } from '../../api/procedures';
import { handBackToBot } from './agentQueries';
import { requireConversation, rereadConversation } from './requireConversation';

/** POST /strong/chat/{chatbotId}/conversations/{usertel}/handback: the bot answers again. */
export const handleHandBack = workspaceProcedures.conversations.handBack.handler(
  async ({ input, context }) => {
    const conversation = await requireConversation(context, input);
    await handBackToBot(context.db, conversation.end_user_id, context.session.user.id);
    return { success: true as const, conversation: await rereadConversation(context.db, input) };
  },
);
