import { workspaceProcedures } from '../../api/procedures';
import { countEndUserTags } from '../../domain/audience/endUserTagCounts';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';

/** GET /end-users/tags: the tags the end-users list can filter by (all the workspace's chatbots, or one). */
export const handleListEndUserTags = workspaceProcedures.endUsers.tags.handler(async ({ input, context }) => {
  const chatbotId = input.idbotget;
  if (chatbotId) await requireOwnedChatbot(context.db, context.workspace.id, chatbotId);
  return {
    success: true as const,
    tags: await countEndUserTags(context.db, context.workspace.id, chatbotId),
  };
});
