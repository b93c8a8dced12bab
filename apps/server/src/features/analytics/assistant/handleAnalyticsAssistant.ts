import { analyticsPeriodSchema } from '@griot/contract/analytics/analyticsSchemas';
import { apiError } from '../../../api/apiError';
import { workspaceProcedures } from '../../../api/procedures';
import { requireOwnedChatbot } from '../../../domain/chatbots/requireOwnedChatbot';
import { computeAssistantInsights } from './computeAssistantInsights';

/**
 * GET /analytics/assistant?from&to[&chatbotId]: what GRIOT IA was asked by end-users over the
 * period (workspace days) against the previous one, the questions it could not answer or answered
 * unsure grouped by wording, and the knowledge files its answers came from. Another workspace's
 * chatbot: 404, as one that does not exist.
 */
export const handleAnalyticsAssistant = workspaceProcedures.analytics.assistant.handler(
  async ({ input, context }) => {
    const period = analyticsPeriodSchema.safeParse(input);
    if (!period.success) throw apiError(400, period.error.issues[0]?.message ?? '');
    const workspaceId = context.workspace.id;
    if (input.chatbotId) await requireOwnedChatbot(context.db, workspaceId, input.chatbotId);
    const assistant = await computeAssistantInsights(context.db, {
      workspaceId,
      chatbotId: input.chatbotId,
      from: input.from,
      to: input.to,
    });
    return { success: true as const, assistant };
  },
);
