import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { knowledgeFiles } from '@griot/db/schema/knowledge';
import { eq } from 'drizzle-orm';
import type { ChatbotRow } from '../../domain/chatbots/requireOwnedChatbot';
import type { FileStorage } from '../../lib/files/fileStorage';
import { claimFilesOfChatbot, removeFileBytes } from '../../lib/files/storedFiles';
import { removeAvatar } from './storeAvatar';

/**
 * Deletes a chatbot and all that belongs to it (blocks, end-users, messages: the foreign keys
 * cascade) in one transaction, then its files (avatar, knowledge, customers' media: every file
 * recorded as the chatbot's) once the rows are gone for good. The account's own uploads (editor
 * media, which another chatbot or a clone may show) stay with the account. `alsoInTransaction`
 * runs in the deletion's transaction (the audit record).
 */
export async function deleteChatbot(
  db: Database,
  files: FileStorage,
  chatbot: ChatbotRow,
  alsoInTransaction?: (tx: Database) => Promise<void>,
): Promise<void> {
  const claimed = await db.transaction(async (tx) => {
    const recorded = await claimFilesOfChatbot(tx, chatbot.id);
    // Knowledge files stored before their owner was recorded are named by their rows too.
    const knowledge = await tx
      .select({ key: knowledgeFiles.storageKey })
      .from(knowledgeFiles)
      .where(eq(knowledgeFiles.chatbotId, chatbot.id));
    await tx.delete(chatbots).where(eq(chatbots.id, chatbot.id));
    await alsoInTransaction?.(tx);
    return [...new Set([...recorded, ...knowledge.map(({ key }) => key)])];
  });
  await removeAvatar({ db, files }, chatbot.avatar);
  await removeFileBytes(files, claimed);
}
