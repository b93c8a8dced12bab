import { savedFlowSchema } from '@griot/contract/flows/savedFlowSchema';
import { messages } from '@griot/contract/messages';
import { blockRevisions } from '@griot/db/schema/blockRevisions';
import { and, desc, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { AuthedContext } from '../../api/appContext';
import { authedProcedures } from '../../api/procedures';
import { toBlock } from './blockDto';
import { requireOwnedBlock } from './requireOwnedBlock';
import { saveFlow } from './saveFlow';

const summary = (row: typeof blockRevisions.$inferSelect) => ({
  revision: row.revision,
  saved_at: row.savedAt.toISOString(),
  elements: row.flow.length,
});

/** GET …/revisions: the block's kept history, newest first. */
export const handleListRevisions = authedProcedures.flows.revisions.handler(async ({ input, context }) => {
  const { block } = await requireOwnedBlock(
    context.db,
    context.session.user.id,
    input.idchatbot,
    input.blockId,
  );
  const rows = await context.db
    .select()
    .from(blockRevisions)
    .where(eq(blockRevisions.blockId, block.id))
    .orderBy(desc(blockRevisions.revision));
  return { success: true, revisions: rows.map(summary) };
});

async function findRevision(
  context: AuthedContext,
  input: { idchatbot: string; blockId: string; revision: number },
) {
  const { block } = await requireOwnedBlock(
    context.db,
    context.session.user.id,
    input.idchatbot,
    input.blockId,
  );
  const [row] = await context.db
    .select()
    .from(blockRevisions)
    .where(and(eq(blockRevisions.blockId, block.id), eq(blockRevisions.revision, input.revision)));
  if (!row) throw apiError(404, messages.flows.revisionNotFound);
  return { block, row };
}

/** GET …/revisions/{revision}: one saved version, to show before restoring. */
export const handleGetRevision = authedProcedures.flows.revision.handler(async ({ input, context }) => {
  const { row } = await findRevision(context, input);
  return {
    success: true,
    revision: summary(row),
    flow: row.flow.filter(
      (element): element is Record<string, unknown> => typeof element === 'object' && element !== null,
    ),
  };
});

/**
 * POST …/revisions/{revision}/restore: saves that version again as a new revision, through the
 * same checks as any save (a target deleted since then makes it refused).
 */
export const handleRestoreRevision = authedProcedures.flows.restore.handler(async ({ input, context }) => {
  const { block, row } = await findRevision(context, input);
  const parsed = savedFlowSchema.safeParse(row.flow);
  // A version saved before a rule existed (two buttons of the same title) is refused as a save is.
  if (!parsed.success) throw apiError(400, parsed.error.issues[0]?.message ?? messages.flows.saveFailed);
  const saved = await saveFlow(context.db, block, parsed.data, undefined);
  return { success: true, message: messages.flows.revisionRestored, block: toBlock(saved) };
});
