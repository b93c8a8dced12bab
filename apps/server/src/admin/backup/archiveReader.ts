import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Entry, open, type ZipFile } from 'yauzl';

export type { Entry, ZipFile };

/** Opens an archive to read its entries one by one, in the order they were written. */
export function openArchive(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) reject(error ?? new Error('no archive'));
      else resolve(zip);
    });
  });
}

/** The archive's entries from its central directory, one at a time (never all in memory). */
export async function* archiveEntries(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    const next = new Promise<Entry | undefined>((resolve, reject) => {
      const settle = () => {
        zip.off('entry', onEntry);
        zip.off('end', onEnd);
        zip.off('error', onError);
      };
      const onEntry = (entry: Entry) => {
        settle();
        resolve(entry);
      };
      const onEnd = () => {
        settle();
        resolve(undefined);
      };
      const onError = (error: Error) => {
        settle();
        reject(error);
      };
      zip.on('entry', onEntry);
      zip.on('end', onEnd);
      zip.on('error', onError);
    });
    zip.readEntry();
    const entry = await next;
    if (!entry) return;
    yield entry;
  }
}

/**
 * The entry's bytes, inflated, as a stream (yauzl checks its size as it goes). Passed through a
 * PassThrough: the stream yauzl gives for a stored (uncompressed) entry comes from fd-slicer, which
 * marks itself destroyed as it ends and so stalls an async iteration of it (`for await`) short of its
 * last bytes. A failure of the entry still reaches the reader: pipeline destroys the PassThrough with it.
 */
export function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('no stream'));
      const bytes = new PassThrough();
      pipeline(stream, bytes).catch(() => undefined);
      resolve(bytes);
    });
  });
}

/** A small entry (the manifest, the key) as text; a larger one than `maxBytes` is refused. */
export async function readEntryText(zip: ZipFile, entry: Entry, maxBytes: number): Promise<string> {
  if (entry.uncompressedSize > maxBytes) throw new Error(`${entry.fileName} est trop grand`);
  const chunks: Buffer[] = [];
  for await (const chunk of await openEntry(zip, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
