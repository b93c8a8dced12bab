import { BLOCK_KINDS } from '@griot/contract/flows/flowConstants';
import { workspaceProcedures } from '../../api/procedures';
import { blocksLinkingTo } from './blockQueries';
import { requireOwnedBlock } from './requireOwnedBlock';

/**
 * GET /get/flow/{idchatbot}/{idblock}/{kind}: the blocks that lead to this one (match_previous),
 * read from every block's buttons, list rows, payloads and redirections.
 */
export const handleInboundLinks = workspaceProcedures.flows.inbound.handler(async ({ input, context }) => {
  const chatbotId = input.idchatbot;
  const { block } = await requireOwnedBlock(context, chatbotId, input.idblock);
  const sources = await blocksLinkingTo(context.db, block);
  return {
    success: true,
    match_previous: sources.map((source) => ({
      idblock: source.idblock,
      blockname: source.blockname,
      sourceType: (BLOCK_KINDS as readonly string[]).includes(source.type) ? source.type : 'standard',
    })),
  };
});
