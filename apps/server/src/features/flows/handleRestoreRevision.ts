import { savedFlowSchema } from '@griot/contract/flows/savedFlowSchema';
import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { recordAudit } from '../../domain/workspaces/recordAudit';
import { toBlock } from './blockDto';
import { requireRevision } from './requireRevision';
import { saveFlow } from './saveFlow';

/**
 * POST …/revisions/{revision}/restore: saves that version again as a new revision, through the
 * same checks as any save (a target deleted since then makes it refused). The audit log records
 * the restore (which version came back), not a publication besides.
 */
export const handleRestoreRevision = workspaceProcedures.flows.restore.handler(async ({ input, context }) => {
  const { chatbot, block, row } = await requireRevision(context, {
    chatbotId: input.idchatbot,
    blockId: input.blockId,
    revision: input.revision,
  });
  const parsed = savedFlowSchema.safeParse(row.flow);
  // A version saved before a rule existed (two buttons of the same title) is refused as a save is.
  if (!parsed.success) throw apiError(400, parsed.error.issues[0]?.message ?? messages.flows.saveFailed);
  const saved = await saveFlow(context.db, block, parsed.data, undefined, (tx, restored) =>
    recordAudit(tx, {
      workspaceId: context.workspace.id,
      actor: context.session.user,
      type: 'flow.restored',
      subject: restored.blockname,
      details: {
        chatbot: chatbot.botName,
        chatbot_id: chatbot.id,
        block_id: restored.idblock,
        revision: input.revision,
        new_revision: restored.revision,
      },
    }),
  );
  return { success: true, message: messages.flows.revisionRestored, block: toBlock(saved) };
});
