import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ExtractionError, overLimit } from './extractionError';
import type { ExtractionLimits } from './extractionLimits';

/** Entries smaller than this once inflated are not judged by their ratio: tiny parts compress oddly. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

type ArchiveLimits = Pick<
  ExtractionLimits,
  'maxUncompressedBytes' | 'maxArchiveEntries' | 'maxCompressionRatio'
>;

/**
 * Refuses a zip (a DOCX) that would inflate past the limits, before any parser inflates it: first
 * from its central directory (entry count, declared sizes, each entry's ratio), then by inflating
 * each entry as a stream that is dropped as it comes (bounded memory), because a central directory
 * may lie: an entry is stopped at the first chunk past its declared size.
 */
export async function checkZipArchive(data: Buffer, limits: ArchiveLimits): Promise<void> {
  const zip = await openZip(data);
  try {
    if (zip.entryCount > limits.maxArchiveEntries)
      throw overLimit('limitEntries', { max: limits.maxArchiveEntries });
    const entries = await readEntries(zip);
    let declared = 0;
    for (const entry of entries) {
      declared += entry.uncompressedSize;
      if (declared > limits.maxUncompressedBytes) throw overLimit('limitUncompressed');
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > limits.maxCompressionRatio)
        throw overLimit('limitRatio');
    }
    for (const entry of entries) await drainEntry(zip, entry);
  } finally {
    zip.close();
  }
}

function openZip(data: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: false }, (error, zipfile) => {
      if (error || !zipfile) reject(new ExtractionError('docxUnreadable'));
      else resolve(zipfile);
    });
  });
}

/** The central directory's entries, read one at a time (nothing inflated). */
function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      if (entry.isEncrypted()) {
        reject(new ExtractionError('docxUnreadable'));
        return;
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(new ExtractionError('docxUnreadable')));
    zip.readEntry();
  });
}

/** Inflates one entry without keeping it, counting: an entry longer than it said is a bomb. */
async function drainEntry(zip: ZipFile, entry: Entry): Promise<void> {
  const stream = await new Promise<Readable>((resolve, reject) => {
    zip.openReadStream(entry, (error, opened) => {
      if (error || !opened) reject(new ExtractionError('docxUnreadable'));
      else resolve(opened);
    });
  });
  // Counted here, not by yauzl's validateEntrySizes: on current Node its check ends in the
  // destroy() yauzl replaces, which swallows the error and leaves the stream hanging.
  // Events, not `for await`, for the same reason (the iterator waits for a 'close' never sent).
  await new Promise<void>((resolve, reject) => {
    let inflated = 0;
    let settled = false;
    const settle = (error?: ExtractionError) => {
      if (settled) return;
      settled = true;
      if (error) {
        stream.destroy();
        reject(error);
      } else resolve();
    };
    stream.on('data', (chunk: Buffer) => {
      inflated += chunk.length;
      if (inflated > entry.uncompressedSize) settle(overLimit('limitUncompressed'));
    });
    stream.once('end', () =>
      settle(inflated === entry.uncompressedSize ? undefined : new ExtractionError('docxUnreadable')),
    );
    stream.once('error', () => settle(new ExtractionError('docxUnreadable')));
  });
}
