import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import type { ChatbotRow } from '../../domain/chatbots/requireOwnedChatbot';

/** The chatbot's declared variables as the variables screen reads them: a one-element list. */
export function declarationsOf(chatbot: ChatbotRow) {
  return [{ _id: chatbot.id, bot_name: chatbot.botName, variables: chatbot.variables }];
}

/** The whole list of declared variables replaces the chatbot's. */
export async function saveDeclarations(
  db: Database,
  chatbotId: string,
  variables: ChatbotRow['variables'],
): Promise<ChatbotRow> {
  const [saved] = await db
    .update(chatbots)
    .set({ variables, updatedAt: new Date() })
    .where(eq(chatbots.id, chatbotId))
    .returning();
  if (!saved) throw new Error('chatbot vanished during the variables save');
  return saved;
}
