import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: the local folder DATA_DIR/files (default) or an S3-compatible store
 * (S3_BUCKET set; issue 25), so several hosts can share them. Keys are relative paths
 * ('avatars/<uuid>.png') served publicly at /api/public/<key>. Every part of the server goes
 * through this interface, never through the disk or the SDK directly.
 */
export interface FileStorage {
  /** Which implementation this is: the logs, the readiness check and the backup say it. */
  readonly kind: 'local' | 's3';
  /**
   * Keeps `data` under `key`, whole or not at all (a reader never sees half a file). A Blob is
   * streamed (an upload kept on disk by the multipart parser: `fs.openAsBlob`), never read whole.
   */
  save(key: string, data: Buffer | Blob, contentType?: string): Promise<void>;
  /** Removes the file; one already gone is fine. */
  remove(key: string): Promise<void>;
  /** The whole file, for files the server works on (bounded sizes); FileNotFoundError if absent. */
  read(key: string): Promise<Buffer>;
  /**
   * A stream of the file, or of bytes [start, end] (inclusive, as HTTP ranges) of it, with what
   * serving it needs; FileNotFoundError if absent.
   */
  openRead(key: string, range?: ByteRange): Promise<{ stream: Readable; file: StoredFileInfo }>;
  /** Size, ETag and date of the file, or undefined when it is absent. */
  stat(key: string): Promise<StoredFileInfo | undefined>;
  /** Every file under `prefix` ('' for all), in key order, a page at a time. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
  /**
   * A time-limited address the browser can fetch the file from directly, when the store is
   * public-facing and configured to (S3_SIGNED_URLS=true); undefined otherwise: /api/public
   * streams it.
   */
  signedUrl(key: string): Promise<string | undefined>;
  /** At start: the store answers with these credentials, or this throws (Griot must not start). */
  check(): Promise<void>;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFileInfo {
  size: number;
  /** A strong validator, quoted as in an ETag header. */
  etag: string;
  lastModified: Date;
  /** The type the file was stored with, when the store keeps one. */
  contentType?: string;
}

/** The file is not in the store: a 404 for that file, nothing else fails. */
export class FileNotFoundError extends Error {
  constructor(key: string, cause?: unknown) {
    super(`file not found in storage: ${key}`, { cause });
    this.name = 'FileNotFoundError';
  }
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
