import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { findOwnedDefaultBlock, setAssistantSwitch } from './blockQueries';

/**
 * POST /strong/update/jarvis/{idblock}: the call names the block by its idblock alone. idblocks are
 * unique per chatbot, and a default block's is generated with a random suffix, so among the
 * caller's own default blocks it names one.
 */
export const handleToggleAssistant = workspaceProcedures.flows.setAssistantSwitch.handler(
  async ({ input, context }) => {
    const blockId = await findOwnedDefaultBlock(context.db, context.workspace.id, input.idblock);
    if (!blockId) throw apiError(404, messages.flows.blockNotFound);
    await setAssistantSwitch(context.db, blockId, input.status);
    return {
      success: true,
      message: input.status ? messages.flows.assistantOn : messages.flows.assistantOff,
    };
  },
);
