import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { broadcastModelsOf } from './findBroadcastModel';

/**
 * GET /get/chatbot/models/{id}: the approved templates of the chatbot's WhatsApp Business Account,
 * then its local models.
 */
export const handleListBroadcastModels = workspaceProcedures.broadcasts.models.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const models = await broadcastModelsOf(context, chatbot, input.refresh === 'true');
    return { success: true as const, models };
  },
);
