import { KNOWLEDGE_LIMITS } from '@griot/contract/knowledge/knowledgeConstants';
import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import type { Database } from '@griot/db/openDatabase';
import { knowledgeFiles, knowledgeJobs } from '@griot/db/schema/knowledge';
import { eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { saveUploadedFile } from '../../domain/uploads/saveUploadedFile';
import { detectFileType } from '../../lib/detectFileType';
import { type FileStorage, newFileKey } from '../../lib/files/fileStorage';
import { recordChatbotFile } from '../../lib/files/storedFiles';
import type { KnowledgeFileRow } from './knowledgeStore';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/**
 * Checks a batch of knowledge files (10 files in all, 10 MB each,
 * jpeg/png/pdf/text/doc/docx by content, no duplicate name and size, nothing empty), then stores
 * them with one ingestion job each. The batch is all or nothing: one bad file, nothing is kept.
 */
export async function storeKnowledgeUploads(
  db: Database,
  files: FileStorage,
  chatbotId: string,
  uploads: readonly File[],
): Promise<KnowledgeFileRow[]> {
  if (uploads.length === 0) throw apiError(400, m.noFile);
  const existing = await db
    .select({ name: knowledgeFiles.originalName, size: knowledgeFiles.size })
    .from(knowledgeFiles)
    .where(eq(knowledgeFiles.chatbotId, chatbotId));
  if (existing.length + uploads.length > KNOWLEDGE_LIMITS.maxFiles) throw apiError(400, m.tooManyFiles);
  const seen = new Set(existing.map((file) => `${file.name}\u0000${file.size}`));
  // Checked on their content, then streamed into the store: the batch is never whole in memory.
  const checked: { name: string; mimeType: string; upload: File }[] = [];
  for (const upload of uploads) {
    const name = cleanName(upload.name);
    if (upload.size > KNOWLEDGE_LIMITS.maxFileBytes) throw apiError(413, m.fileTooLarge({ name }));
    const key = `${name}\u0000${upload.size}`;
    if (seen.has(key)) throw apiError(400, m.duplicate({ name }));
    seen.add(key);
    if (upload.size === 0) throw apiError(400, m.emptyDocument({ name }));
    const mimeType = await knowledgeTypeOf(upload, name);
    if (!mimeType) throw apiError(400, m.typeNotAllowed({ name }));
    checked.push({ name, mimeType, upload });
  }
  const stored: string[] = [];
  try {
    const keyed: { name: string; mimeType: string; upload: File; key: string }[] = [];
    for (const file of checked) {
      const key = newFileKey('knowledge', EXTENSIONS[file.mimeType] ?? 'bin');
      await saveUploadedFile(files, key, file.upload);
      stored.push(key);
      keyed.push({ ...file, key });
    }
    return await db.transaction(async (tx) => {
      const rows = await tx
        .insert(knowledgeFiles)
        .values(
          keyed.map((file) => ({
            chatbotId,
            originalName: file.name,
            mimeType: file.mimeType,
            size: file.upload.size,
            storageKey: file.key,
          })),
        )
        .returning();
      await tx.insert(knowledgeJobs).values(rows.map((row) => ({ fileId: row.id })));
      // Recorded as the chatbot's: its deletion, or its account's, removes the files.
      for (const row of rows)
        await recordChatbotFile(tx, row.storageKey, row.size, {
          chatbotId,
          kind: 'knowledge',
          originalName: row.originalName,
        });
      return rows;
    });
  } catch (error) {
    await Promise.all(stored.map((key) => files.remove(key).catch(() => undefined)));
    // Two uploads of the same file at once: the unique index refused the second.
    if (
      (error as { code?: string }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    )
      throw apiError(400, m.duplicate({ name: checked[0]?.name ?? '' }));
    throw error;
  }
}

/** What tells text from bytes: the file's first 64 KB. */
const TEXT_SAMPLE_BYTES = 64 * 1024;

/**
 * The knowledge type of a file from its bytes: a known binary signature (JPEG, PNG, PDF, DOCX,
 * and an OLE compound file named .doc), else plain text when its first bytes are text (no NUL,
 * and UTF-8 or mostly printable Windows-1252). An upload is read only as far as that takes.
 */
export async function knowledgeTypeOf(data: Buffer | Blob, name: string): Promise<string | undefined> {
  const detected = await detectFileType(data);
  if (detected) {
    if (detected.mime in EXTENSIONS && detected.mime !== 'text/plain') return detected.mime;
    if (detected.mime === 'application/x-cfb' && /\.doc$/i.test(name)) return 'application/msword';
    return undefined;
  }
  const sample = Buffer.isBuffer(data)
    ? data.subarray(0, TEXT_SAMPLE_BYTES)
    : Buffer.from(await data.slice(0, TEXT_SAMPLE_BYTES).arrayBuffer());
  return looksLikeText(sample) ? 'text/plain' : undefined;
}

function looksLikeText(sample: Buffer): boolean {
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, lastCompleteUtf8(sample)));
    return true;
  } catch {
    let control = 0;
    for (const byte of sample) if (byte < 9 || (byte > 13 && byte < 32)) control += 1;
    return control / Math.max(sample.length, 1) < 0.01;
  }
}

/** The sample may cut a multi-byte character: decode up to the last whole one. */
function lastCompleteUtf8(sample: Buffer): number {
  const end = sample.length;
  for (let back = 1; back <= 3 && end - back >= 0; back += 1) {
    const byte = sample[end - back] ?? 0;
    if ((byte & 0xc0) === 0xc0) return end - back;
    if ((byte & 0x80) === 0) break;
  }
  return end;
}

/** A file name as shown: no folders, no control characters, 200 characters at most. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  return (
    base
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 200) || 'fichier'
  );
}
