import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { deleteLocalModel } from './localModels';

/** DELETE /strong/broadcast/models/{id}/{modelId} */
export const handleDeleteLocalModel = workspaceProcedures.broadcasts.removeModel.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    await deleteLocalModel(context.db, chatbot.id, input.modelId);
    return { success: true as const, message: m.local.deleted };
  },
);
