import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';

/** Keeps the connected Telegram bot's @username on the chatbot, for the settings to show. */
export async function saveTelegramUsername(db: Database, chatbotId: string, username: string): Promise<void> {
  await db
    .update(chatbots)
    .set({ telBot: username, updatedAt: new Date() })
    .where(eq(chatbots.id, chatbotId));
}
