import { workspaceProcedures } from '../../api/procedures';
import { countMatchingEndUsers, listMatchingEndUsers } from '../../domain/audience/findMatchingEndUsers';
import { parseConditions } from '../../domain/audience/parseConditions';
import { refuseUnknownVariable } from '../../domain/audience/refuseUnknownVariable';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';

/** POST /post/strong/conditions/{id}: sizing true counts, false lists. */
export const handleMatchConditions = workspaceProcedures.segments.conditions.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const conditions = parseConditions(input.conditions);
    const total = await refuseUnknownVariable(() => countMatchingEndUsers(context.db, chatbot, conditions), {
      field: 'conditions',
    });
    if (input.sizing) return { success: true as const, result: total, total };
    const users = await listMatchingEndUsers(context.db, chatbot, conditions);
    return { success: true as const, result: users, total };
  },
);
