import { outboundLinks } from '@griot/contract/flows/flowLinks';
import { incompleteElements } from '@griot/contract/flows/incompleteElements';
import { messages } from '@griot/contract/messages';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { and, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgresErrors';
import { toBlock } from './blockDto';
import { requireOwnedBlock } from './requireOwnedBlock';
import { saveFlow } from './saveFlow';

/** POST /strong/create/flow/{idchatbot}: a standard block with the idblock the editor generated. */
export const handleCreateBlock = authedProcedures.flows.create.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.idchatbot);
  try {
    const [created] = await context.db
      .insert(blocks)
      .values({
        chatbotId: chatbot.id,
        idblock: input.idblock,
        blockname: input.name,
        type: 'standard',
        category: 'standard',
        flow: [],
      })
      .returning();
    if (!created) throw new Error('block insert returned nothing');
    return { success: true, message: messages.flows.blockCreated, block: toBlock(created) };
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw apiError(409, messages.flows.blockExists);
    throw error;
  }
});

/** POST /strong/update/blockname/{idchatbot}/{blockId}/{blocktype} */
export const handleRenameBlock = authedProcedures.flows.rename.handler(async ({ input, context }) => {
  const { block } = await requireOwnedBlock(
    context.db,
    context.session.user.id,
    input.idchatbot,
    input.blockId,
  );
  await context.db
    .update(blocks)
    .set({ blockname: input.blockname, updatedAt: new Date() })
    .where(eq(blocks.id, block.id));
  return { success: true, message: messages.flows.blockRenamed };
});

/** POST /update/flow/{idchatbot}/{blockId}/{type}: the element schemas ran on the input already. */
export const handleSaveFlow = authedProcedures.flows.save.handler(async ({ input, context }) => {
  const { block } = await requireOwnedBlock(
    context.db,
    context.session.user.id,
    input.idchatbot,
    input.blockId,
  );
  const saved = await saveFlow(context.db, block, input.flow, input.revision);
  // A draft may hold incomplete elements (the runtime leaves them out): the answer says which.
  const incomplete = incompleteElements(input.flow);
  const message =
    incomplete.length === 0 ? messages.flows.saved : messages.flows.savedIncomplete(incomplete.length);
  return { success: true, message, block: toBlock(saved), incomplete };
});

/**
 * DELETE /strong/delete/flow/{idchatbot}/{blockId}: standard blocks only, and only once no other
 * block leads to it — the answer lists those that do, so the editor can offer to remove the links.
 */
export const handleDeleteBlock = authedProcedures.flows.remove.handler(async ({ input, context }) => {
  const { chatbot, block } = await requireOwnedBlock(
    context.db,
    context.session.user.id,
    input.idchatbot,
    input.blockId,
  );
  if (block.category !== 'standard') throw apiError(400, messages.flows.mainBlockUndeletable);
  const others = await context.db.select().from(blocks).where(eq(blocks.chatbotId, chatbot.id));
  const linking = others.filter(
    (other) =>
      other.id !== block.id && outboundLinks(other.flow).some((link) => link.target === block.idblock),
  );
  if (linking.length > 0) {
    throw apiError(409, messages.flows.blockStillLinked, {
      linkedFrom: linking.map((other) => ({ idblock: other.idblock, blockname: other.blockname })),
    });
  }
  await context.db.transaction(async (tx) => {
    await tx.delete(blocks).where(eq(blocks.id, block.id));
  });
  return { success: true, message: messages.flows.blockDeleted };
});

/**
 * POST /strong/update/jarvis/{idblock}: the call names the block by its idblock alone. idblocks are
 * unique per chatbot, and a default block's is generated with a random suffix, so among the
 * caller's own default blocks it names one.
 */
export const handleToggleJarvis = authedProcedures.flows.jarvis.handler(async ({ input, context }) => {
  const [row] = await context.db
    .select({ id: blocks.id })
    .from(blocks)
    .innerJoin(chatbots, eq(chatbots.id, blocks.chatbotId))
    .where(
      and(
        eq(blocks.idblock, input.idblock),
        eq(chatbots.ownerId, context.session.user.id),
        eq(blocks.category, 'default'),
      ),
    );
  if (!row) throw apiError(404, messages.flows.blockNotFound);
  await context.db
    .update(blocks)
    .set({ jarvis: input.status, updatedAt: new Date() })
    .where(eq(blocks.id, row.id));
  return { success: true, message: input.status ? messages.flows.jarvisOn : messages.flows.jarvisOff };
});
