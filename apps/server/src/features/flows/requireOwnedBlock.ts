import { messages } from '@griot/contract/messages';
import { blocks } from '@griot/db/schema/blocks';
import { and, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { WorkspaceContext } from '../../api/appContext';
import { type ChatbotRow, requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import type { BlockRow } from './blockDto';

/** A block of the caller's chatbot, by its idblock; 404 otherwise (the chatbot's own rule first). */
export async function requireOwnedBlock(
  context: Pick<WorkspaceContext, 'db' | 'workspace'>,
  chatbotId: string,
  idblock: string,
): Promise<{ chatbot: ChatbotRow; block: BlockRow }> {
  const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, chatbotId);
  const [block] = await context.db
    .select()
    .from(blocks)
    .where(and(eq(blocks.chatbotId, chatbot.id), eq(blocks.idblock, idblock)));
  if (!block) throw apiError(404, messages.flows.blockNotFound);
  return { chatbot, block };
}
