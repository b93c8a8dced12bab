import { regenerateChain } from '@griot/contract/flows/flowChain';
import { AGENT_REDIRECTION, FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import type { Flow } from '@griot/contract/flows/flowElementSchemas';
import { outboundLinks } from '@griot/contract/flows/flowLinks';
import { flowLogicProblem } from '@griot/contract/flows/flowLogic';
import { messages } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { blockRevisions } from '@griot/db/schema/blockRevisions';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { and, eq, lte } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { BlockRow } from './blockDto';

/**
 * Stores a block's new flow (already valid against the element schemas): every link must lead to
 * a block of the same chatbot (or to the human agent), a condition's variables must exist and
 * hold numbers where it compares an order, no path of decisions may loop back without waiting
 * (`flowLogicProblem`), the chain is renumbered, the revision goes up by one and the last
 * 50 revisions are kept. A save based on an older revision than the stored one is a 409 that
 * changes nothing; a save without a revision overwrites (last write wins, as the spec's payload).
 * `alsoInTransaction` runs in the save's transaction with the saved row (the audit record).
 */
export async function saveFlow(
  db: Database,
  block: BlockRow,
  flow: Flow,
  baseRevision: number | undefined,
  alsoInTransaction?: (tx: Database, saved: BlockRow) => Promise<void>,
): Promise<BlockRow> {
  const chatbotBlocks = await db
    .select({ idblock: blocks.idblock, flow: blocks.flow })
    .from(blocks)
    .where(eq(blocks.chatbotId, block.chatbotId));
  // The human agent is a target too: the flow hands the conversation over to the team inbox.
  const known = new Set([AGENT_REDIRECTION, ...chatbotBlocks.map((row) => row.idblock)]);
  const missing = outboundLinks(flow).find((link) => !known.has(link.target));
  if (missing) throw apiError(400, messages.flows.unknownTarget({ idblock: missing.target }));
  if (
    flow.some(
      (element) => element.type === 'condition' || element.type === 'split' || element.type === 'redirection',
    )
  ) {
    const [chatbot] = await db
      .select({ variables: chatbots.variables })
      .from(chatbots)
      .where(eq(chatbots.id, block.chatbotId));
    const problem = flowLogicProblem(block.idblock, flow, {
      variables: chatbot?.variables ?? [],
      blocks: chatbotBlocks,
    });
    if (problem) throw apiError(400, problem);
  }
  const chained = regenerateChain(flow, block.chatbotId, block.idblock);

  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(blocks).where(eq(blocks.id, block.id)).for('update');
    if (!current) throw apiError(404, messages.flows.blockNotFound);
    if (baseRevision !== undefined && baseRevision !== current.revision) {
      throw apiError(409, messages.flows.revisionConflict, { currentRevision: current.revision });
    }
    const revision = current.revision + 1;
    const [saved] = await tx
      .update(blocks)
      .set({ flow: chained, revision, updatedAt: new Date() })
      .where(eq(blocks.id, block.id))
      .returning();
    await tx.insert(blockRevisions).values({ blockId: block.id, revision, flow: chained });
    await tx
      .delete(blockRevisions)
      .where(
        and(
          eq(blockRevisions.blockId, block.id),
          lte(blockRevisions.revision, revision - FLOW_LIMITS.revisionsKept),
        ),
      );
    if (!saved) throw new Error('block update returned nothing');
    await alsoInTransaction?.(tx, saved);
    return saved;
  });
}
