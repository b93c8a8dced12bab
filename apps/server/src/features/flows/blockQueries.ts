import { outboundLinks } from '@griot/contract/flows/flowLinks';
import type { Database } from '@griot/db/openDatabase';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { and, asc, eq } from 'drizzle-orm';
import type { BlockRow } from './blockDto';

/** The chatbot's blocks, oldest first (ties by idblock). */
export function chatbotBlocks(db: Database, chatbotId: string): Promise<BlockRow[]> {
  return db
    .select()
    .from(blocks)
    .where(eq(blocks.chatbotId, chatbotId))
    .orderBy(asc(blocks.createdAt), asc(blocks.idblock));
}

/** The chatbot's other blocks that lead to this one (buttons, list rows, payloads, redirections). */
export async function blocksLinkingTo(db: Database, block: BlockRow): Promise<BlockRow[]> {
  return (await chatbotBlocks(db, block.chatbotId)).filter(
    (candidate) =>
      candidate.id !== block.id &&
      outboundLinks(candidate.flow).some((link) => link.target === block.idblock),
  );
}

/** A new empty standard block; a unique violation when the chatbot has this idblock already. */
export async function createStandardBlock(
  db: Database,
  chatbotId: string,
  block: { idblock: string; name: string },
): Promise<BlockRow> {
  const [created] = await db
    .insert(blocks)
    .values({
      chatbotId,
      idblock: block.idblock,
      blockname: block.name,
      type: 'standard',
      category: 'standard',
      flow: [],
    })
    .returning();
  if (!created) throw new Error('block insert returned nothing');
  return created;
}

export async function renameBlock(db: Database, blockId: string, blockname: string): Promise<void> {
  await db.update(blocks).set({ blockname, updatedAt: new Date() }).where(eq(blocks.id, blockId));
}

export async function deleteBlock(db: Database, blockId: string): Promise<void> {
  await db.delete(blocks).where(eq(blocks.id, blockId));
}

/** The id of one of the owner's default blocks by its idblock, else undefined. */
export async function findOwnedDefaultBlock(
  db: Database,
  workspaceId: string,
  idblock: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .innerJoin(chatbots, eq(chatbots.id, blocks.chatbotId))
    .where(
      and(eq(blocks.idblock, idblock), eq(chatbots.workspaceId, workspaceId), eq(blocks.category, 'default')),
    );
  return row?.id;
}

/** Turns GRIOT IA on or off for a default block. */
export async function setAssistantSwitch(db: Database, blockId: string, on: boolean): Promise<void> {
  await db.update(blocks).set({ assistantSwitch: on, updatedAt: new Date() }).where(eq(blocks.id, blockId));
}
