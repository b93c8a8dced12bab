import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { updateLocalModel } from './localModels';

/** PUT /strong/broadcast/models/{id}/{modelId} */
export const handleUpdateLocalModel = workspaceProcedures.broadcasts.updateModel.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const { title, content, langage } = input;
    const model = await updateLocalModel(context.db, chatbot.id, input.modelId, { title, content, langage });
    return { success: true as const, message: m.local.updated, model };
  },
);
