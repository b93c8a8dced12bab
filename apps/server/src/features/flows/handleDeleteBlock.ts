import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { blocksLinkingTo, deleteBlock } from './blockQueries';
import { requireOwnedBlock } from './requireOwnedBlock';

/**
 * DELETE /strong/delete/flow/{idchatbot}/{blockId}: standard blocks only, and only once no other
 * block leads to it — the answer lists those that do, so the editor can offer to remove the links.
 */
export const handleDeleteBlock = workspaceProcedures.flows.remove.handler(async ({ input, context }) => {
  const chatbotId = input.idchatbot;
  const { block } = await requireOwnedBlock(context, chatbotId, input.blockId);
  if (block.category !== 'standard') throw apiError(400, messages.flows.mainBlockUndeletable);
  const linking = await blocksLinkingTo(context.db, block);
  if (linking.length > 0) {
    throw apiError(409, messages.flows.blockStillLinked, {
      linkedFrom: linking.map((other) => ({ idblock: other.idblock, blockname: other.blockname })),
    });
  }
  await deleteBlock(context.db, block.id);
  return { success: true, message: messages.flows.blockDeleted };
});
