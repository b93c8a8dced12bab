import { createHash } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfKey } from '../../lib/files/fileContentType';
import type { FileStorage } from '../../lib/files/fileStorage';
import { ARCHIVE_ENTRIES } from './archiveManifest';
import { type Entry, openEntry, type ZipFile } from './archiveReader';
import { RestoreRefusedError } from './restoreChecks';

interface IndexLine {
  key: string;
  size: number;
  sha256: string;
}

/**
 * Puts the archive's files into the store, in the archive's order, each checked against its line
 * of the files' index (read alongside, a line per file: bounded memory). An entry goes through a
 * temporary file, so that the store receives a Blob it streams (the S3 store needs its size), never
 * a whole file in memory. Remembers what it wrote, to take it back if the restore fails.
 */
export class FileRestorer {
  readonly written: string[] = [];
  bytes = 0;
  private readonly lines: AsyncIterator<string> | undefined;
  private temporaryDir: string | undefined;

  constructor(
    private readonly store: FileStorage,
    indexZip: ZipFile,
    index: Entry | undefined,
  ) {
    this.lines = index
      ? (async function* () {
          yield* createInterface({
            input: await openEntry(indexZip, index),
            crlfDelay: Number.POSITIVE_INFINITY,
          });
        })()
      : undefined;
  }

  async restore(zip: ZipFile, entry: Entry): Promise<void> {
    const key = entry.fileName.slice(ARCHIVE_ENTRIES.filePrefix.length);
    const next = this.lines ? await this.lines.next() : undefined;
    const line = next && !next.done ? (JSON.parse(next.value) as IndexLine) : undefined;
    if (line?.key !== key)
      throw new RestoreRefusedError(
        `l'archive est abîmée : le fichier ${key} n'est pas dans l'index des fichiers.`,
      );
    this.temporaryDir ??= await fs.mkdtemp(path.join(os.tmpdir(), 'griot-restore-'));
    const temporary = path.join(this.temporaryDir, 'file');
    const hash = createHash('sha256');
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(await openEntry(zip, entry), tap, createWriteStream(temporary));
    if (hash.digest('hex') !== line.sha256)
      throw new RestoreRefusedError(
        `l'archive est abîmée : le fichier ${key} n'a pas le contenu sauvegardé.`,
      );
    this.written.push(key);
    await this.store.save(key, await openAsBlob(temporary), contentTypeOfKey(key));
    this.bytes += line.size;
  }

  /** After a failure: the files written so far removed again (the store held none before). */
  async removeWritten(): Promise<void> {
    for (const key of this.written) await this.store.remove(key).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.lines?.return?.();
    if (this.temporaryDir) await fs.rm(this.temporaryDir, { recursive: true, force: true });
  }
}
