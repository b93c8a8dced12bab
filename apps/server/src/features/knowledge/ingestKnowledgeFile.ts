import type { Database } from '@griot/db/openDatabase';
import { knowledgeChunks, knowledgeFiles } from '@griot/db/schema/knowledge';
import { eq, sql } from 'drizzle-orm';
import type { FileStorage } from '../../lib/files/fileStorage';
import type { LlmConfig } from '../../lib/llmConfig';
import { chunkText } from './chunkText';
import { createEmbeddings } from './embeddingsClient';
import { ExtractionError, storedNote } from './extractionError';
import { extractInSandbox } from './extractionSandbox';

/** Chunks written per INSERT (a 100-page PDF makes a few hundred). */
const CHUNKS_PER_INSERT = 500;

export interface IngestOptions {
  /** With an embeddings model (LLM_EMBEDDINGS_MODEL), each chunk's embedding is stored too. */
  llm?: LlmConfig;
  fetchImpl?: typeof fetch;
  log?: (level: 'info' | 'warn', details: Record<string, unknown>, message: string) => void;
  /** Reads the file's text; the sandboxed child process by default (tests stand in for it). */
  extract?: (mimeType: string, data: Buffer, ocrDir: string) => Promise<string>;
  /** The server stops: the extraction is abandoned (ExtractionAborted). */
  signal?: AbortSignal;
}

/**
 * Extracts (in the extraction sandbox), chunks and indexes one knowledge file; the file row says
 * `indexed`, or `failed` with the French reason when its text cannot be read or is over the
 * extraction's limits. Other errors (a crashed sandbox, storage, database) are thrown for the
 * worker to retry or give up. With an embeddings model the chunks are embedded first; when the endpoint
 * fails the file is still indexed, by full text only, and the reason is logged.
 */
export async function ingestKnowledgeFile(
  db: Database,
  files: FileStorage,
  fileId: string,
  ocrDir: string,
  options: IngestOptions = {},
): Promise<'indexed' | 'failed' | 'gone'> {
  const [file] = await db.select().from(knowledgeFiles).where(eq(knowledgeFiles.id, fileId));
  if (!file) return 'gone';
  let text: string;
  const extract =
    options.extract ??
    ((mimeType: string, data: Buffer, dir: string) =>
      extractInSandbox(mimeType, data, dir, { signal: options.signal }));
  try {
    text = await extract(file.mimeType, await files.read(file.storageKey), ocrDir);
  } catch (error) {
    if (!(error instanceof ExtractionError)) throw error;
    await db
      .update(knowledgeFiles)
      .set({ status: 'failed', error: storedNote(error.note), chunkCount: 0 })
      .where(eq(knowledgeFiles.id, fileId));
    return 'failed';
  }
  const chunks = chunkText(text);
  let embeddings: Float32Array[] | undefined;
  if (options.llm?.embeddingsModel && chunks.length > 0) {
    const started = performance.now();
    try {
      embeddings = await createEmbeddings(options.llm, chunks, { fetchImpl: options.fetchImpl });
      options.log?.(
        'info',
        { fileId, chunks: chunks.length, ms: Math.round(performance.now() - started) },
        'knowledge file embedded',
      );
    } catch (error) {
      options.log?.(
        'warn',
        { fileId, err: error, reason: error instanceof Error ? error.message : String(error) },
        'knowledge file not embedded: indexed by full text only',
      );
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.fileId, fileId));
    for (let start = 0; start < chunks.length; start += CHUNKS_PER_INSERT)
      await tx.insert(knowledgeChunks).values(
        chunks.slice(start, start + CHUNKS_PER_INSERT).map((content, index) => ({
          chatbotId: file.chatbotId,
          fileId,
          position: start + index,
          content,
          embedding: embeddings ? Array.from(embeddings[start + index] ?? []) : null,
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
