import { messages } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { apiError } from '../../api/apiError';
import { type FileStorage, StorageFullError } from '../../lib/files/fileStorage';
import { type StoredFileOwner, saveStoredFile } from '../../lib/files/storedFiles';

/**
 * Saves an upload, recorded with its owner when one is given (then the account's or chatbot's
 * deletion removes it); a full disk is a French 507 for the user, not a 500 (nothing was kept).
 * An uploaded File (on disk, from the multipart parser) is streamed into the store.
 */
export async function saveUploadedFile(
  files: FileStorage,
  key: string,
  data: Buffer | Blob,
  tracked?: { db: Database; owner: StoredFileOwner },
): Promise<void> {
  try {
    if (tracked) await saveStoredFile(tracked.db, files, key, data, tracked.owner);
    else await files.save(key, data);
  } catch (error) {
    if (error instanceof StorageFullError) throw apiError(507, messages.uploads.storageFull);
    throw error;
  }
}
