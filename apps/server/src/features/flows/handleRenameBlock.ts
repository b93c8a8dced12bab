import { messages } from '@griot/contract/messages';
import { workspaceProcedures } from '../../api/procedures';
import { renameBlock } from './blockQueries';
import { requireOwnedBlock } from './requireOwnedBlock';

/** POST /strong/update/blockname/{idchatbot}/{blockId}/{blocktype} */
export const handleRenameBlock = workspaceProcedures.flows.rename.handler(async ({ input, context }) => {
  const chatbotId = input.idchatbot;
  const { block } = await requireOwnedBlock(context, chatbotId, input.blockId);
  await renameBlock(context.db, block.id, input.blockname);
  return { success: true, message: messages.flows.blockRenamed };
});
