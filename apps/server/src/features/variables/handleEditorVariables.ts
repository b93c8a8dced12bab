import { GLOBAL_VARIABLES } from '@griot/contract/flows/flowConstants';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';

/** GET /get/strong/variables/{idchatbot}: the built-in globals, then the chatbot's own. */
export const handleEditorVariables = workspaceProcedures.variables.forEditor.handler(
  async ({ input, context }) => {
    const chatbotId = input.idchatbot;
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, chatbotId);
    return {
      success: true,
      variables: [
        ...GLOBAL_VARIABLES.map((id) => ({ id, slug: id, type: 'global' })),
        ...chatbot.variables.map((variable) => ({
          id: variable.id,
          slug: variable.slug,
          type: variable.type,
        })),
      ],
    };
  },
);
