import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { knowledgeFiles } from '@griot/db/schema/knowledge';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../../lib/fileStorage';
import type { ChatbotRow } from './requireOwnedChatbot';
import { removeAvatar } from './storeAvatar';

/**
 * Deletes a chatbot and all that belongs to it (blocks, end-users, messages: the foreign keys
 * cascade) in one transaction, then its files once the rows are gone for good.
 */
export async function deleteChatbot(db: Database, files: FileStorage, chatbot: ChatbotRow): Promise<void> {
  const knowledge = await db.transaction(async (tx) => {
    const stored = await tx
      .select({ key: knowledgeFiles.storageKey })
      .from(knowledgeFiles)
      .where(eq(knowledgeFiles.chatbotId, chatbot.id));
    await tx.delete(chatbots).where(eq(chatbots.id, chatbot.id));
    return stored;
  });
  await removeAvatar(files, chatbot.avatar);
  // The GRIOT IA's documents: their rows went with the chatbot; a file already gone is fine.
  await Promise.all(knowledge.map(({ key }) => files.remove(key).catch(() => undefined)));
}
