import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedBlock } from './requireOwnedBlock';
import { listRevisions, revisionSummary } from './revisionQueries';

/** GET …/revisions: the block's kept history, newest first. */
export const handleListRevisions = workspaceProcedures.flows.revisions.handler(async ({ input, context }) => {
  const chatbotId = input.idchatbot;
  const { block } = await requireOwnedBlock(context, chatbotId, input.blockId);
  const rows = await listRevisions(context.db, block.id);
  return { success: true, revisions: rows.map(revisionSummary) };
});
