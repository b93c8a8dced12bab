import { messages } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { blocks } from '@griot/db/schema/blocks';
import { and, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { type ChatbotRow, requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import type { BlockRow } from './blockDto';

/** A block of an owned chatbot, by its idblock; 404 otherwise (the chatbot's own rule first). */
export async function requireOwnedBlock(
  db: Database,
  ownerId: string,
  chatbotId: string,
  idblock: string,
): Promise<{ chatbot: ChatbotRow; block: BlockRow }> {
  const chatbot = await requireOwnedChatbot(db, ownerId, chatbotId);
  const [block] = await db
    .select()
    .from(blocks)
    .where(and(eq(blocks.chatbotId, chatbot.id), eq(blocks.idblock, idblock)));
  if (!block) throw apiError(404, messages.flows.blockNotFound);
  return { chatbot, block };
}
