import type { Database } from '@griot/db/openDatabase';
import type { FileStorage } from '../../lib/files/fileStorage';
import { type FileReferenceSource, namedFileKeys } from './fileReferences';

export interface StoredFilesCheck {
  /** Files the database names. */
  named: number;
  /** Files in the store. */
  stored: number;
  /** Named by the database, absent from the store: a broken avatar, a dead link in a flow… */
  missing: Array<{ key: string; sources: FileReferenceSource[] }>;
  /** In the store, named nowhere in the database: left over (a failed deletion, an old copy). */
  unnamed: Array<{ key: string; size: number }>;
}

/**
 * Compares the files the database names (namedFileKeys) with the store's listing, either store:
 * one pass over the listing, the named keys held in memory meanwhile.
 */
export async function checkStoredFiles(
  db: Database,
  store: FileStorage,
  publicUrl: string,
): Promise<StoredFilesCheck> {
  const named = await namedFileKeys(db, publicUrl);
  const result: StoredFilesCheck = { named: named.size, stored: 0, missing: [], unnamed: [] };
  const found = new Set<string>();
  for await (const file of store.list()) {
    result.stored += 1;
    if (named.has(file.key)) found.add(file.key);
    else result.unnamed.push(file);
  }
  for (const [key, sources] of named) if (!found.has(key)) result.missing.push({ key, sources });
  result.missing.sort((a, b) => (a.key < b.key ? -1 : 1));
  return result;
}
