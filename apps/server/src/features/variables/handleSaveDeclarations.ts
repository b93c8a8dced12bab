import { messages } from '@griot/contract/messages';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { declarationsOf, saveDeclarations } from './variableDeclarations';

/** POST /strong/update/variable/declaration/{chatbotId}: the whole list, validated like the screen. */
export const handleSaveDeclarations = workspaceProcedures.variables.saveDeclarations.handler(
  async ({ input, context }) => {
    await requireOwnedChatbot(context.db, context.workspace.id, input.chatbotId);
    const saved = await saveDeclarations(context.db, input.chatbotId, input.variables);
    return { success: true, message: messages.variables.saved, chatbot: declarationsOf(saved) };
  },
);
