import { incompleteElements } from '@griot/contract/flows/incompleteElements';
import { messages } from '@griot/contract/messages';
import { workspaceProcedures } from '../../api/procedures';
import { toBlock } from './blockDto';
import { requireOwnedBlock } from './requireOwnedBlock';
import { saveFlow } from './saveFlow';

/** POST /update/flow/{idchatbot}/{blockId}/{type}: the element schemas ran on the input already. */
export const handleSaveFlow = workspaceProcedures.flows.save.handler(async ({ input, context }) => {
  const chatbotId = input.idchatbot;
  const { block } = await requireOwnedBlock(context, chatbotId, input.blockId);
  const saved = await saveFlow(context.db, block, input.flow, input.revision);
  // A draft may hold incomplete elements (the runtime leaves them out): the answer says which.
  const incomplete = incompleteElements(input.flow);
  const message =
    incomplete.length === 0
      ? messages.flows.saved
      : messages.flows.savedIncomplete({ count: incomplete.length });
  return { success: true, message, block: toBlock(saved), incomplete };
});
