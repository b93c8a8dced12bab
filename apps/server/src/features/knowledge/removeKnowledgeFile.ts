import type { Database } from '@griot/db/openDatabase';
import { knowledgeFiles } from '@griot/db/schema/knowledge';
import { and, eq } from 'drizzle-orm';
import type { FileStorage } from '../../lib/files/fileStorage';
import { removeStoredFile } from '../../lib/files/storedFiles';
import { isUuid } from '../../lib/isUuid';

/**
 * Removes a knowledge file of the chatbot: its row (its chunks and job go with it), then its
 * stored bytes. False for an unknown id or another chatbot's file.
 */
export async function removeKnowledgeFile(
  db: Database,
  files: FileStorage,
  chatbotId: string,
  fileId: string,
): Promise<boolean> {
  if (!isUuid(fileId)) return false;
  const [removed] = await db
    .delete(knowledgeFiles)
    .where(and(eq(knowledgeFiles.id, fileId), eq(knowledgeFiles.chatbotId, chatbotId)))
    .returning();
  if (!removed) return false;
  await removeStoredFile(db, files, removed.storageKey);
  return true;
}
