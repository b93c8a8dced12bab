import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { listEndUsers } from './listEndUsers';

/** GET /get/strong/users: the end-users table (all the caller's chatbots, or one with idbotget). */
export const handleListEndUsers = workspaceProcedures.endUsers.list.handler(async ({ input, context }) => {
  const chatbotId = input.idbotget;
  if (chatbotId) await requireOwnedChatbot(context.db, context.workspace.id, chatbotId);
  const { users, total, totalCapped, next } = await listEndUsers(context.db, context.workspace.id, {
    page: input.page,
    limit: input.limit,
    ...(chatbotId ? { chatbotId } : {}),
    ...(input.search ? { search: input.search } : {}),
    ...(input.tags?.length ? { tags: input.tags } : {}),
    ...(input.after ? { after: input.after } : {}),
  });
  return {
    success: true as const,
    users,
    pagination: { page: input.page, limit: input.limit, total, total_capped: totalCapped, next },
  };
});
