import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { createLocalModel } from './localModels';

/** POST /strong/broadcast/models/{id}: a new local model of a WhatsApp chatbot. */
export const handleCreateLocalModel = workspaceProcedures.broadcasts.createModel.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    // Sent as WhatsApp text: a model of another channel's chatbot could never be used.
    if (chatbot.type !== 'whatsapp') throw apiError(422, m.notWhatsApp);
    const { title, content, langage } = input;
    const model = await createLocalModel(context.db, chatbot.id, { title, content, langage });
    return { success: true as const, message: m.local.created, model };
  },
);
