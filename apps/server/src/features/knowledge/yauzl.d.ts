// yauzl ships no types (and @types/yauzl is not installed): the part of its API the archive guard calls.
declare module 'yauzl' {
  import type { EventEmitter } from 'node:events';
  import type { Readable } from 'node:stream';

  interface Entry {
    fileName: string;
    compressedSize: number;
    uncompressedSize: number;
    compressionMethod: number;
    isEncrypted(): boolean;
  }
  interface ZipFile extends EventEmitter {
    /** From the end of central directory record, before any entry is read. */
    entryCount: number;
    readEntry(): void;
    openReadStream(entry: Entry, callback: (error: Error | null, stream?: Readable) => void): void;
    close(): void;
  }
  interface Options {
    lazyEntries?: boolean;
    validateEntrySizes?: boolean;
    strictFileNames?: boolean;
  }
  function fromBuffer(
    buffer: Buffer,
    options: Options,
    callback: (error: Error | null, zipfile?: ZipFile) => void,
  ): void;
  const yauzl: { fromBuffer: typeof fromBuffer };
  export default yauzl;
  export type { Entry, ZipFile };
}
