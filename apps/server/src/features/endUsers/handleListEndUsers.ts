import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { listEndUsers } from './listEndUsers';

/** GET /get/strong/users: the end-users table (all the caller's chatbots, or one with idbotget). */
export const handleListEndUsers = authedProcedures.subscribers.list.handler(async ({ input, context }) => {
  if (input.idbotget) await requireOwnedChatbot(context.db, context.session.user.id, input.idbotget);
  const { users, total, totalCapped, next } = await listEndUsers(context.db, context.session.user.id, {
    page: input.page,
    limit: input.limit,
    ...(input.idbotget ? { chatbotId: input.idbotget } : {}),
    ...(input.search ? { search: input.search } : {}),
    ...(input.after ? { after: input.after } : {}),
  });
  return {
    success: true as const,
    users,
    pagination: { page: input.page, limit: input.limit, total, total_capped: totalCapped, next },
  };
});
