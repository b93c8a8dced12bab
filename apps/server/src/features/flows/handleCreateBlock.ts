import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgresErrors';
import { toBlock } from './blockDto';
import { createStandardBlock } from './blockQueries';

/** POST /strong/create/flow/{idchatbot}: a standard block with the idblock the editor generated. */
export const handleCreateBlock = workspaceProcedures.flows.create.handler(async ({ input, context }) => {
  const chatbotId = input.idchatbot;
  const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, chatbotId);
  try {
    const created = await createStandardBlock(context.db, chatbot.id, input);
    return { success: true, message: messages.flows.blockCreated, block: toBlock(created) };
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw apiError(409, messages.flows.blockExists);
    throw error;
  }
});
