import { GLOBAL_VARIABLES } from '@griot/contract/flows/flowConstants';
import { messages } from '@griot/contract/messages';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import { authedProcedures } from '../../api/procedures';
import { type ChatbotRow, requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';

function declarationsOf(chatbot: ChatbotRow) {
  return [{ _id: chatbot.id, bot_name: chatbot.botName, variables: chatbot.variables }];
}

/** GET /get/strong/variables/{idchatbot}: the built-in globals, then the chatbot's own. */
export const handleEditorVariables = authedProcedures.variables.forEditor.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.idchatbot);
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

/** GET /strong/get/variables/list/{chatbotId} */
export const handleListDeclarations = authedProcedures.variables.declarations.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.chatbotId);
    return { success: true, message: messages.chatbots.fetched, chatbot: declarationsOf(chatbot) };
  },
);

/** POST /strong/update/variable/declaration/{chatbotId}: the whole list, validated like the screen. */
export const handleSaveDeclarations = authedProcedures.variables.saveDeclarations.handler(
  async ({ input, context }) => {
    await requireOwnedChatbot(context.db, context.session.user.id, input.chatbotId);
    const [saved] = await context.db
      .update(chatbots)
      .set({ variables: input.variables, updatedAt: new Date() })
      .where(eq(chatbots.id, input.chatbotId))
      .returning();
    if (!saved) throw new Error('chatbot vanished during the variables save');
    return { success: true, message: messages.variables.saved, chatbot: declarationsOf(saved) };
  },
);
