import { workspaceProcedures } from '../../api/procedures';
import { refuseUnknownVariable } from '../../domain/audience/refuseUnknownVariable';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { listVariableValues } from './listVariableValues';

/** GET /get/strong/variable/values/{id}/{attribute} */
export const handleVariableValues = workspaceProcedures.segments.values.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const values = await refuseUnknownVariable(
      () => listVariableValues(context.db, chatbot, input.attribute),
      {
        field: 'conditions',
      },
    );
    return { success: true as const, values };
  },
);
