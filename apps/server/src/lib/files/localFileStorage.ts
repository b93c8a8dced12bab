import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileNotFoundError, type FileStorage, StorageFullError, type StoredFileInfo } from './fileStorage';
import { FileStoreUnavailableError } from './fileStoreFailure';

/** Files under DATA_DIR/files: the default store, for one host (or a shared disk). */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const resolve = (key: string): string => {
    const target = path.resolve(root, key);
    if (!target.startsWith(`${root}${path.sep}`)) throw new Error(`file key outside storage: ${key}`);
    return target;
  };
  const stat = async (key: string): Promise<StoredFileInfo | undefined> => {
    const found = await fs.stat(resolve(key)).catch(() => undefined);
    if (!found?.isFile()) return undefined;
    // Size and modification time make the validator, as static file servers do: a key's bytes
    // never change (keys are new UUIDs), so it is strong enough.
    return {
      size: found.size,
      etag: `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`,
      lastModified: found.mtime,
    };
  };
  return {
    kind: 'local',
    save: async (key, data) => {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written under a temporary name then renamed: a reader never sees half a file, and a
      // failed write (a full disk) leaves nothing behind.
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        // A Blob (an upload on disk) is written as its chunks are read: never whole in memory.
        await fs.writeFile(
          temporary,
          Buffer.isBuffer(data) ? data : Readable.fromWeb(data.stream() as never),
        );
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
    read: async (key) => {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key, error);
        throw error;
      }
    },
    openRead: async (key, range) => {
      const file = await stat(key);
      if (!file) throw new FileNotFoundError(key);
      const stream = createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
      return { stream, file };
    },
    stat,
    list: (prefix = '') => listFiles(root, prefix),
    signedUrl: async () => undefined,
    check: async () => {
      try {
        await fs.mkdir(root, { recursive: true });
        await fs.access(root, fs.constants.W_OK);
      } catch (error) {
        throw new FileStoreUnavailableError({ kind: 'local', folder: root }, 'other', error);
      }
    },
  };
}

/** Every file under the root whose key starts with `prefix`, in key order, temporary files left out. */
async function* listFiles(root: string, prefix: string): AsyncIterable<{ key: string; size: number }> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const keys = entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => key.startsWith(prefix))
    .sort();
  for (const key of keys) {
    const found = await fs.stat(path.join(root, key)).catch(() => undefined);
    if (found) yield { key, size: found.size };
  }
}
