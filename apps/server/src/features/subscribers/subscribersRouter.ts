import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { computeChatbotKpis } from './computeChatbotKpis';
import { listEndUsers } from './listEndUsers';

/** GET /get/strong/users: the subscribers table (all the caller's chatbots, or one with idbotget). */
const handleListUsers = authedProcedures.subscribers.list.handler(async ({ input, context }) => {
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

/** GET /get/baddass/kpis/{id}: the chatbot dashboard's charts. */
const handleKpis = authedProcedures.subscribers.kpis.handler(async ({ input, context }) => {
  await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  const stats = await computeChatbotKpis(context.db, input.id, { months: input.months, days: input.days });
  return { success: true as const, baddas_stats: stats };
});

export const subscribersRouter = { list: handleListUsers, kpis: handleKpis };
