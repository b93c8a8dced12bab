import { workspaceProcedures } from '../../api/procedures';
import { toBlock } from './blockDto';
import { requireOwnedBlock } from './requireOwnedBlock';

/** GET /strong/get/flow/{idchatbot}/{blockId}: a one-element list, as the editor reads it. */
export const handleGetBlock = workspaceProcedures.flows.block.handler(async ({ input, context }) => {
  const chatbotId = input.idchatbot;
  const { block } = await requireOwnedBlock(context, chatbotId, input.blockId);
  return { success: true, block: [toBlock(block)] };
});
