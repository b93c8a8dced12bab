import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { listConversations } from './conversationQueries';

/** GET /strong/chat/{chatbotId}/conversations */
export const handleListConversations = workspaceProcedures.conversations.list.handler(
  async ({ input, context }) => {
    await requireOwnedChatbot(context.db, context.workspace.id, input.chatbotId);
    const { conversations: list, hasMore } = await listConversations(context.db, input.chatbotId, {
      search: input.search || undefined,
      before: input.before,
      limit: input.limit ?? 30,
      tests: input.tests,
    });
    return { success: true as const, conversations: list, has_more: hasMore };
  },
);
