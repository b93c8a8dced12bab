import { workspaceProcedures } from '../../api/procedures';
import { parseConditions } from '../../domain/audience/parseConditions';
import { refuseUnknownVariable } from '../../domain/audience/refuseUnknownVariable';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { countMissingValues } from './countMissingValues';

/**
 * POST /strong/broadcast/missing-values/{id}: before the send, how many recipients lack each
 * variable's value (and so get its fallback), for the form to say so.
 */
export const handleCountMissingValues = workspaceProcedures.broadcasts.missingValues.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const counted = await refuseUnknownVariable(() =>
      countMissingValues(context.db, chatbot, parseConditions(input.conditions), input.parameters),
    );
    return { success: true as const, ...counted };
  },
);
