/**
 * What one knowledge file may cost to read (issue 19: a 918 KB DOCX inflating to 300 MB, a PDF
 * naming one page 300,000 times and a 20,000-page PDF each took the whole server down). Uploads are
 * 10 MB at most; these bound what those 10 MB may turn into. Tests pass smaller ones.
 */
export interface ExtractionLimits {
  /** DOCX: all entries of the zip once inflated, as its central directory declares them (and checked while inflating). */
  maxUncompressedBytes: number;
  maxArchiveEntries: number;
  /** Inflated ÷ compressed size of one entry. */
  maxCompressionRatio: number;
  maxPdfPages: number;
  /** JPEG/PNG width × height, read from the image's header before any decoding. */
  maxImagePixels: number;
  /** Characters of text handed back to the server (then chunked and indexed in its process). */
  maxTextCharacters: number;
  /** Wall time of the whole extraction, the sandbox's start included. */
  timeoutMs: number;
  /** Resident memory of the sandbox process (V8 heap, buffers, the OCR's WASM memory and threads). */
  maxMemoryBytes: number;
}

export const EXTRACTION_LIMITS: ExtractionLimits = {
  // A text-heavy 10 MB DOCX holds ~50 MB of XML; photos are stored as they are. Past 64 MB, mammoth's
  // XML tree alone would need more than the sandbox's memory.
  maxUncompressedBytes: 64 * 1024 * 1024,
  // Word writes a few dozen parts, a few hundred with many images; thousands only come from tools
  // building archives to exhaust a reader.
  maxArchiveEntries: 2_000,
  // Word's XML deflates 5 to 20 times, 50 for very repetitive tables; a zip bomb reaches ~1,000.
  maxCompressionRatio: 100,
  // A 500-page manual is already more than an assistant's knowledge needs; pdf.js keeps every
  // page it read, so pages are what its memory grows with.
  maxPdfPages: 500,
  // 25 megapixels: a 24 MP phone photo or an A3 scan at 300 dpi. Tesseract decodes to 4 bytes a
  // pixel plus its own copies: about 500 MB at this size.
  maxImagePixels: 25_000_000,
  // The largest text upload (10 MB of plain text) with some margin: anything more came out of a
  // compressed format and would be chunked and indexed in the server process.
  maxTextCharacters: 12_000_000,
  // OCR of a 25 MP image takes ~30 s on a busy 2-core machine; the job's lease is 5 minutes.
  timeoutMs: 120_000,
  // The server and its PostgreSQL run in a few GB: one extraction at a time takes at most 1 GB.
  maxMemoryBytes: 1024 * 1024 * 1024,
};

/** The sandbox's V8 heap, under its memory limit so that a heap overflow is caught by V8 itself first. */
export const SANDBOX_HEAP_MB = 768;
