import { workspaceProcedures } from '../../api/procedures';
import { requireRevision } from './requireRevision';
import { revisionSummary } from './revisionQueries';

/** GET …/revisions/{revision}: one saved version, to show before restoring. */
export const handleGetRevision = workspaceProcedures.flows.revision.handler(async ({ input, context }) => {
  const { row } = await requireRevision(context, {
    chatbotId: input.idchatbot,
    blockId: input.blockId,
    revision: input.revision,
  });
  return {
    success: true,
    revision: revisionSummary(row),
    flow: row.flow.filter(
      (element): element is Record<string, unknown> => typeof element === 'object' && element !== null,
    ),
  };
});
