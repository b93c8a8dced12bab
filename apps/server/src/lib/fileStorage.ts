import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are relative paths ('avatars/<uuid>.png') served publicly at
 * /api/public/<key>. One small interface so an S3-compatible store can replace the local folder.
 */
export interface FileStorage {
  save(key: string, data: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  read(key: string): Promise<Buffer>;
}

/** The disk (or quota) is full: nothing of the file was kept. */
export class StorageFullError extends Error {
  constructor(cause: unknown) {
    super('file storage is full', { cause });
    this.name = 'StorageFullError';
  }
}

/** A new unguessable key in `folder` with the extension of the detected type. */
export function newFileKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}.${extension}`;
}

/**
 * A new unguessable key that ends with the name the file was uploaded with ('media/documents/
 * <uuid>/Devis mai.pdf'), for files whose name the customer sees: WhatsApp's document `filename`,
 * Telegram and Messenger (which read it from the link), the editor and the simulator all take the
 * link's last segment. Path separators, control and format characters (a right-to-left override
 * would disguise the name) and leading dots are dropped; the extension is the detected type's; 120
 * characters at most.
 */
export function newNamedFileKey(folder: string, uploadedName: string, extension: string): string {
  const base = (uploadedName.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\.[^.]*$/, '')
    .replace(/^[\s.]+/, '')
    .trim()
    .slice(0, 120)
    .trim();
  return `${folder}/${randomUUID()}/${base || 'document'}.${extension}`;
}

/** A stored key as it goes in a link: each segment percent-encoded ('Devis%20mai.pdf'). */
export function keyToUrlPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/** Files under DATA_DIR/files. */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const resolve = (key: string): string => {
    const target = path.resolve(rootDir, key);
    if (!target.startsWith(`${path.resolve(rootDir)}${path.sep}`))
      throw new Error(`file key outside storage: ${key}`);
    return target;
  };
  return {
    save: async (key, data) => {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written under a temporary name then renamed: a reader never sees half a file, and a
      // failed write (a full disk) leaves nothing behind.
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await fs.writeFile(temporary, data);
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true }).catch(() => undefined);
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOSPC' || code === 'EDQUOT') throw new StorageFullError(error);
        throw error;
      }
    },
    remove: async (key) => {
      await fs.rm(resolve(key), { force: true });
    },
    read: async (key) => fs.readFile(resolve(key)),
  };
}
