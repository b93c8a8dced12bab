import { incompleteElements } from '@griot/contract/flows/incompleteElements';
import { messages } from '@griot/contract/messages';
import { workspaceProcedures } from '../../api/procedures';
import { recordFlowPublication } from '../../domain/workspaces/recordFlowPublication';
import { toBlock } from './blockDto';
import { requireOwnedBlock } from './requireOwnedBlock';
import { saveFlow } from './saveFlow';

/**
 * POST /update/flow/{idchatbot}/{blockId}/{type}: the element schemas ran on the input already.
 * A complete flow is what the runtime sends from now on: the save is a publication in the audit
 * log; a draft (elements still incomplete, left out by the runtime) is not.
 */
export const handleSaveFlow = workspaceProcedures.flows.save.handler(async ({ input, context }) => {
  const chatbotId = input.idchatbot;
  const { chatbot, block } = await requireOwnedBlock(context, chatbotId, input.blockId);
  const incomplete = incompleteElements(input.flow);
  const saved = await saveFlow(context.db, block, input.flow, input.revision, async (tx, row) => {
    if (incomplete.length > 0) return;
    await recordFlowPublication(tx, {
      workspaceId: context.workspace.id,
      actor: context.session.user,
      chatbot: { id: chatbot.id, name: chatbot.botName },
      block: { idblock: row.idblock, name: row.blockname, revision: row.revision },
    });
  });
  const message =
    incomplete.length === 0
      ? messages.flows.saved
      : messages.flows.savedIncomplete({ count: incomplete.length });
  return { success: true, message, block: toBlock(saved), incomplete };
});
