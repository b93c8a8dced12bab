import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { listLocalModels } from './localModels';

/** GET /strong/broadcast/models/{id}: the chatbot's local models (Graph not asked: the editor's list). */
export const handleListLocalModels = workspaceProcedures.broadcasts.localModels.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    return { success: true as const, models: await listLocalModels(context.db, chatbot.id) };
  },
);
