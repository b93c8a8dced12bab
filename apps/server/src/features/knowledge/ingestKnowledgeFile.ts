import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import type { Database } from '@griot/db/openDatabase';
import { knowledgeChunks, knowledgeFiles } from '@griot/db/schema/knowledge';
import { eq, sql } from 'drizzle-orm';
import type { FileStorage } from '../../lib/fileStorage';
import { chunkText } from './chunkText';
import { ExtractionError, extractText } from './extractText';

/** Chunks written per INSERT (a 100-page PDF makes a few hundred). */
const CHUNKS_PER_INSERT = 500;

/**
 * Extracts, chunks and indexes one knowledge file; the file row says `indexed`, or `failed` with
 * the French reason when its text cannot be read. Other errors (storage, database) are thrown for
 * the worker to retry.
 */
export async function ingestKnowledgeFile(
  db: Database,
  files: FileStorage,
  fileId: string,
  ocrDir: string,
): Promise<'indexed' | 'failed' | 'gone'> {
  const [file] = await db.select().from(knowledgeFiles).where(eq(knowledgeFiles.id, fileId));
  if (!file) return 'gone';
  let text: string;
  try {
    text = await extractText(file.mimeType, await files.read(file.storageKey), ocrDir);
  } catch (error) {
    if (!(error instanceof ExtractionError)) throw error;
    await db
      .update(knowledgeFiles)
      .set({ status: 'failed', error: m.extractionFailed(error.reason), chunkCount: 0 })
      .where(eq(knowledgeFiles.id, fileId));
    return 'failed';
  }
  const chunks = chunkText(text);
  await db.transaction(async (tx) => {
    await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.fileId, fileId));
    for (let start = 0; start < chunks.length; start += CHUNKS_PER_INSERT)
      await tx.insert(knowledgeChunks).values(
        chunks.slice(start, start + CHUNKS_PER_INSERT).map((content, index) => ({
          chatbotId: file.chatbotId,
          fileId,
          position: start + index,
          content,
        })),
      );
    await tx
      .update(knowledgeFiles)
      .set({
        status: 'indexed',
        error: null,
        chunkCount: chunks.length,
        textLength: text.length,
        indexedAt: sql`now()`,
      })
      .where(eq(knowledgeFiles.id, fileId));
  });
  return 'indexed';
}
