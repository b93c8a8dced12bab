import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { authedProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { deleteLocalModel } from './localModels';

/** DELETE /strong/broadcast/models/{id}/{modelId} */
export const handleDeleteLocalModel = authedProcedures.broadcasts.removeModel.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
    await deleteLocalModel(context.db, chatbot.id, input.modelId);
    return { success: true as const, message: m.local.deleted };
  },
);
