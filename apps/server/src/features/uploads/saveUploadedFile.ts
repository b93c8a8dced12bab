import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { type FileStorage, StorageFullError } from '../../lib/fileStorage';

/** Saves an upload; a full disk is a French 507 for the user, not a 500 (nothing was kept). */
export async function saveUploadedFile(files: FileStorage, key: string, data: Buffer): Promise<void> {
  try {
    await files.save(key, data);
  } catch (error) {
    if (error instanceof StorageFullError) throw apiError(507, messages.uploads.storageFull);
    throw error;
  }
}
