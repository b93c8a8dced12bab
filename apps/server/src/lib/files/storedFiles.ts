import type { Database } from '@griot/db/openDatabase';
import { type StoredFileKind, storedFiles } from '@griot/db/schema/storedFiles';
import { eq, sql } from 'drizzle-orm';
import type { FileStorage } from './fileStorage';

/**
 * Who a file belongs to, and what it is: a workspace (what its chatbots use) or, for a profile
 * picture, a person.
 */
export type StoredFileOwner = ({ workspaceId: string } | { userId: string }) & {
  chatbotId?: string | null;
  kind: StoredFileKind;
  originalName?: string;
};

/**
 * Keeps `data` under `key` and records its owner. The bytes are written first (a full disk
 * records nothing); if the record is refused, the owner having been deleted meanwhile, the bytes
 * are removed again: no file is ever left on disk without an owner to delete it with. A Blob (an
 * upload on disk) is streamed into the store, never read whole.
 */
export async function saveStoredFile(
  db: Database,
  files: FileStorage,
  key: string,
  data: Buffer | Blob,
  owner: StoredFileOwner,
): Promise<void> {
  await files.save(key, data);
  try {
    await recordStoredFile(db, key, Buffer.isBuffer(data) ? data.length : data.size, owner);
  } catch (error) {
    await files.remove(key).catch(() => undefined);
    throw error;
  }
}

/** Records a file already written (a knowledge batch records its files inside its transaction). */
export async function recordStoredFile(
  db: Database,
  key: string,
  size: number,
  owner: StoredFileOwner,
): Promise<void> {
  await db
    .insert(storedFiles)
    .values({
      path: key,
      workspaceId: 'workspaceId' in owner ? owner.workspaceId : null,
      ownerId: 'userId' in owner ? owner.userId : null,
      chatbotId: owner.chatbotId ?? null,
      kind: owner.kind,
      size,
      originalName: owner.originalName ?? '',
    })
    .onConflictDoNothing();
}

/**
 * Records a file of a chatbot, owned by the chatbot's workspace. Nothing is recorded when the
 * chatbot is gone (deleted while the file was fetched): false, and the caller removes the bytes.
 */
export async function recordChatbotFile(
  db: Database,
  key: string,
  size: number,
  file: { chatbotId: string; kind: StoredFileKind; originalName?: string },
): Promise<boolean> {
  const inserted = await db.execute(sql`
    INSERT INTO stored_files (path, workspace_id, chatbot_id, kind, size, original_name)
    SELECT ${key}, workspace_id, id, ${file.kind}, ${size}, ${file.originalName ?? ''}
    FROM chatbots WHERE id = ${file.chatbotId}
    ON CONFLICT (path) DO UPDATE SET size = EXCLUDED.size
    RETURNING path`);
  return inserted.rows.length > 0;
}

/** Ties a recorded file to the chatbot created after it (an avatar is stored before its chatbot). */
export async function attachStoredFile(db: Database, key: string, chatbotId: string): Promise<void> {
  await db.execute(sql`UPDATE stored_files SET chatbot_id = ${chatbotId} WHERE path = ${key}`);
}

/** Forgets a file and removes its bytes (a replaced avatar, a deleted knowledge file). */
export async function removeStoredFile(db: Database, files: FileStorage, key: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.path, key));
  await files.remove(key).catch(() => undefined);
}

/**
 * Inside the transaction deleting a person's account: locks the account's row, so no file can be
 * recorded for it until the deletion commits (the record's foreign key waits, then fails), and
 * gives every file recorded so far. Remove them with removeFileBytes once committed.
 */
export async function claimFilesOfAccount(tx: Database, userId: string): Promise<string[]> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
  const rows = await tx.execute<{ path: string }>(
    sql`SELECT path FROM stored_files WHERE owner_id = ${userId}`,
  );
  return rows.rows.map((row) => row.path);
}

/** The same inside the transaction deleting a workspace: its row locked, its files' keys given. */
export async function claimFilesOfWorkspace(tx: Database, workspaceId: string): Promise<string[]> {
  await tx.execute(sql`SELECT id FROM workspaces WHERE id = ${workspaceId} FOR UPDATE`);
  const rows = await tx.execute<{ path: string }>(
    sql`SELECT path FROM stored_files WHERE workspace_id = ${workspaceId}`,
  );
  return rows.rows.map((row) => row.path);
}

/** The same for a chatbot's files: its rows are deleted here, the bytes once committed. */
export async function claimFilesOfChatbot(tx: Database, chatbotId: string): Promise<string[]> {
  await tx.execute(sql`SELECT id FROM chatbots WHERE id = ${chatbotId} FOR UPDATE`);
  const rows = await tx.execute<{ path: string }>(
    sql`DELETE FROM stored_files WHERE chatbot_id = ${chatbotId} RETURNING path`,
  );
  return rows.rows.map((row) => row.path);
}

/** Removes the bytes of files whose rows are gone, a few at a time; one already gone is fine. */
export async function removeFileBytes(files: FileStorage, keys: readonly string[]): Promise<void> {
  const CONCURRENCY = 8;
  for (let start = 0; start < keys.length; start += CONCURRENCY)
    await Promise.all(
      keys.slice(start, start + CONCURRENCY).map((key) => files.remove(key).catch(() => undefined)),
    );
}
