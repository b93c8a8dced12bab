import { savedFlowSchema } from '@griot/contract/flows/savedFlowSchema';
import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { toBlock } from './blockDto';
import { requireRevision } from './requireRevision';
import { saveFlow } from './saveFlow';

/**
 * POST …/revisions/{revision}/restore: saves that version again as a new revision, through the
 * same checks as any save (a target deleted since then makes it refused).
 */
export const handleRestoreRevision = workspaceProcedures.flows.restore.handler(async ({ input, context }) => {
  const { block, row } = await requireRevision(context, {
    chatbotId: input.idchatbot,
    blockId: input.blockId,
    revision: input.revision,
  });
  const parsed = savedFlowSchema.safeParse(row.flow);
  // A version saved before a rule existed (two buttons of the same title) is refused as a save is.
  if (!parsed.success) throw apiError(400, parsed.error.issues[0]?.message ?? messages.flows.saveFailed);
  const saved = await saveFlow(context.db, block, parsed.data, undefined);
  return { success: true, message: messages.flows.revisionRestored, block: toBlock(saved) };
});
