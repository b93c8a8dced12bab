import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../../lib/fileStorage';
import type { ChatbotRow } from './requireOwnedChatbot';
import { removeAvatar } from './storeAvatar';

/**
 * Deletes a chatbot and all that belongs to it (blocks, end-users, messages: the foreign keys
 * cascade) in one transaction, then its files once the rows are gone for good.
 */
export async function deleteChatbot(db: Database, files: FileStorage, chatbot: ChatbotRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(chatbots).where(eq(chatbots.id, chatbot.id));
  });
  await removeAvatar(files, chatbot.avatar);
}
