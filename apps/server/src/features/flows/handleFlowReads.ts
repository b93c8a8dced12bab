import { BLOCK_KINDS } from '@griot/contract/flows/flowConstants';
import { outboundLinks } from '@griot/contract/flows/flowLinks';
import type { Database } from '@griot/db/openDatabase';
import { blocks } from '@griot/db/schema/blocks';
import { asc, eq } from 'drizzle-orm';
import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { toBlock } from './blockDto';
import { requireOwnedBlock } from './requireOwnedBlock';

function chatbotBlocks(db: Database, chatbotId: string) {
  return db
    .select()
    .from(blocks)
    .where(eq(blocks.chatbotId, chatbotId))
    .orderBy(asc(blocks.createdAt), asc(blocks.idblock));
}

/** GET /strong/get/chatbot/{idchatbot}/flow: the main blocks by role, and the standard ones. */
export const handleGetFlowTree = authedProcedures.flows.tree.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.idchatbot);
  const rows = (await chatbotBlocks(context.db, chatbot.id)).map(toBlock);
  const main = (category: string) => rows.find((block) => block.category === category) ?? null;
  return {
    success: true,
    flow: {
      mainblocks: { welcome: main('welcome'), default: main('default'), commerce: main('commerce') },
      blocks: rows.filter((block) => block.category === 'standard'),
    },
  };
});

/** GET /strong/get/chatbot/{id}/flowall */
export const handleGetFlowAll = authedProcedures.flows.all.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  return { success: true, flow: (await chatbotBlocks(context.db, chatbot.id)).map(toBlock) };
});

/** GET /strong/get/flow/{idchatbot}/{blockId}: a one-element list, as the editor reads it. */
export const handleGetBlock = authedProcedures.flows.block.handler(async ({ input, context }) => {
  const { block } = await requireOwnedBlock(
    context.db,
    context.session.user.id,
    input.idchatbot,
    input.blockId,
  );
  return { success: true, block: [toBlock(block)] };
});

/**
 * GET /get/flow/{idchatbot}/{idblock}/{kind}: the blocks that lead to this one (match_previous),
 * read from every block's buttons, list rows, payloads and redirections.
 */
export const handleInboundLinks = authedProcedures.flows.inbound.handler(async ({ input, context }) => {
  const { chatbot, block } = await requireOwnedBlock(
    context.db,
    context.session.user.id,
    input.idchatbot,
    input.idblock,
  );
  const sources = (await chatbotBlocks(context.db, chatbot.id)).filter(
    (candidate) =>
      candidate.id !== block.id &&
      outboundLinks(candidate.flow).some((link) => link.target === block.idblock),
  );
  return {
    success: true,
    match_previous: sources.map((source) => ({
      idblock: source.idblock,
      blockname: source.blockname,
      sourceType: (BLOCK_KINDS as readonly string[]).includes(source.type) ? source.type : 'standard',
    })),
  };
});

/** GET /strong/get/{id}/default: the default block and its GRIOT IA switch. */
export const handleGetDefaultBlock = authedProcedures.flows.defaultBlock.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
    const rows = await chatbotBlocks(context.db, chatbot.id);
    return {
      success: true,
      defaultblock: rows
        .filter((row) => row.category === 'default')
        .map((row) => ({ idblock: row.idblock, jarvis: row.jarvis })),
    };
  },
);
