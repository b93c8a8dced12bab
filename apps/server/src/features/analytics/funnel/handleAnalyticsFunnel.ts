import { analyticsPeriodSchema } from '@griot/contract/analytics/analyticsSchemas';
import { apiError } from '../../../api/apiError';
import { workspaceProcedures } from '../../../api/procedures';
import { requireOwnedChatbot } from '../../../domain/chatbots/requireOwnedChatbot';
import { computeFunnel } from './computeFunnel';

/**
 * GET /analytics/funnel/{chatbotId}?from&to: per block of the flow and per element that waits for
 * an answer, the conversations that reached it and those that left there, the top choices, and the
 * main path from the welcome block. Another workspace's chatbot: 404, as one that does not exist.
 */
export const handleAnalyticsFunnel = workspaceProcedures.analytics.funnel.handler(
  async ({ input, context }) => {
    const workspaceId = context.workspace.id;
    // The contract checks each day; the period's rules (reversed, longer than 24 months) are the
    // summary's, said once in analyticsPeriodSchema.
    const period = analyticsPeriodSchema.safeParse({ from: input.from, to: input.to });
    if (!period.success) throw apiError(400, period.error.issues[0]?.message ?? '');
    await requireOwnedChatbot(context.db, workspaceId, input.chatbotId);
    const funnel = await computeFunnel(context.db, {
      workspaceId,
      chatbotId: input.chatbotId,
      from: input.from,
      to: input.to,
    });
    return { success: true, funnel };
  },
);
