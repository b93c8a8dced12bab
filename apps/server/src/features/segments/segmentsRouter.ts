import { segmentMessages } from '@griot/contract/segments/segmentMessages';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { UnknownVariableError } from '../../domain/audience/compileConditions';
import { countMatchingUsers, listMatchingUsers } from '../../domain/audience/findMatchingUsers';
import { parseConditions } from '../../domain/audience/parseConditions';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { listVariableValues } from './listVariableValues';

/** GET /get/strong/variable/values/{id}/{attribute} */
const handleValues = authedProcedures.segments.values.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  const values = await withFrenchErrors(() => listVariableValues(context.db, chatbot, input.attribute));
  return { success: true as const, values };
});

/** POST /post/strong/conditions/{id}: sizing true counts, false lists. */
const handleConditions = authedProcedures.segments.conditions.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  const conditions = parseConditions(input.conditions);
  const total = await withFrenchErrors(() => countMatchingUsers(context.db, chatbot, conditions));
  if (input.sizing) return { success: true as const, result: total, total };
  const users = await listMatchingUsers(context.db, chatbot, conditions);
  return { success: true as const, result: users, total };
});

export const segmentsRouter = { values: handleValues, conditions: handleConditions };

async function withFrenchErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UnknownVariableError)
      throw apiError(400, segmentMessages.unknownVariable(error.variable), { field: 'conditions' });
    throw error;
  }
}
