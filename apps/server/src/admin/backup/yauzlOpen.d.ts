// The knowledge feature declares the part of yauzl it calls (features/knowledge/yauzl.d.ts: reading
// from a buffer); a restore reads an archive from its file, entry by entry: `open`.
declare module 'yauzl' {
  export interface OpenOptions {
    lazyEntries?: boolean;
    /** false: the file stays open after the last entry, for entries read later. */
    autoClose?: boolean;
    validateEntrySizes?: boolean;
  }
  export function open(
    path: string,
    options: OpenOptions,
    callback: (error: Error | null, zipfile?: ZipFile) => void,
  ): void;
}
