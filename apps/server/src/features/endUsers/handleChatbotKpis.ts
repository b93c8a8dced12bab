import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { computeChatbotKpis } from './computeChatbotKpis';

/** GET /get/baddass/kpis/{id}: the chatbot dashboard's charts. */
export const handleChatbotKpis = workspaceProcedures.endUsers.kpis.handler(async ({ input, context }) => {
  await requireOwnedChatbot(context.db, context.workspace.id, input.id);
  const stats = await computeChatbotKpis(context.db, input.id, { months: input.months, days: input.days });
  return { success: true as const, baddas_stats: stats };
});
