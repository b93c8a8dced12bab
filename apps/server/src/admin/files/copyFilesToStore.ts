import { createReadStream, openAsBlob } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey } from '../../lib/files/fileContentType';
import type { FileStorage } from '../../lib/files/fileStorage';
import { createLocalFileStorage } from '../../lib/files/localFileStorage';
import { count, megabytes, throttled } from '../adminFormat';
import { md5OfStream, storeHoldsBytes } from './fileDigest';

/** Files copied at once: the store's latency (three requests a file) hides behind the others'. */
const CONCURRENCY = 4;

export interface CopySummary {
  files: number;
  bytes: number;
  copied: number;
  /** Already in the store with the same size and bytes (a run resumed, or run again). */
  skipped: number;
  /** Keys that could not be copied or whose copy the store did not give back identical. */
  failed: string[];
}

/**
 * Copies every file of the local folder `sourceRoot` (DATA_DIR/files) into `target` under the same
 * key. Idempotent and resumable: a file the store already holds with the same size and MD5 is
 * skipped, so a run stopped midway (or run twice) copies only what is missing or different. Each
 * copy is verified (size and MD5, see storeHoldsBytes) before it counts as done. Files are streamed
 * from disk, never whole in memory; a failure is reported and the others go on.
 */
export async function copyFilesToStore(
  sourceRoot: string,
  target: FileStorage,
  log: (line: string) => void,
): Promise<CopySummary> {
  const files: Array<{ key: string; size: number }> = [];
  for await (const file of createLocalFileStorage(sourceRoot).list()) files.push(file);
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  const summary: CopySummary = { files: files.length, bytes, copied: 0, skipped: 0, failed: [] };
  log(`${count(files.length)} fichiers à copier (${megabytes(bytes)}).`);
  let done = 0;
  let doneBytes = 0;
  const progress = throttled(() =>
    log(
      `  ${count(done)} / ${count(files.length)} fichiers, ${megabytes(doneBytes)} / ${megabytes(bytes)} ` +
        `(${count(summary.copied)} copiés, ${count(summary.skipped)} déjà présents, ${count(summary.failed.length)} en échec)`,
    ),
  );
  const queue = files.values();
  const worker = async () => {
    for (const file of queue) {
      try {
        const outcome = await copyOne(sourceRoot, target, file.key);
        if (outcome === 'copied') summary.copied += 1;
        else summary.skipped += 1;
      } catch (error) {
        summary.failed.push(file.key);
        log(`  Échec : ${file.key} : ${error instanceof Error ? error.message : String(error)}`);
      }
      done += 1;
      doneBytes += file.size;
      progress(done === files.length);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return summary;
}

async function copyOne(sourceRoot: string, target: FileStorage, key: string): Promise<'copied' | 'skipped'> {
  const localPath = path.join(sourceRoot, ...key.split('/'));
  const { size } = await fs.stat(localPath);
  const md5 = await md5OfStream(createReadStream(localPath));
  const present = await target.stat(key);
  if (present && present.size === size && (await storeHoldsBytes(target, key, present.etag, md5)))
    return 'skipped';
  // A Blob of the file on disk: the store streams it as it sends it. With its type, as /api/public
  // serves it: what the store answers a signed address with.
  await target.save(key, await openAsBlob(localPath), contentTypeOfKey(key));
  const stored = await target.stat(key);
  if (!stored || stored.size !== size || !(await storeHoldsBytes(target, key, stored.etag, md5)))
    throw new Error(
      `le stockage ne rend pas les mêmes octets après la copie (taille ${stored?.size ?? 'absente'}, attendue ${size})`,
    );
  return 'copied';
}
