import { localDecimal } from '@griot/contract/localNumbers';
import { messages } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { apiError } from '../../api/apiError';
import { detectFileType } from '../../lib/detectFileType';
import { type FileStorage, keyToUrlPath, newFileKey, newNamedFileKey } from '../../lib/files/fileStorage';
import type { StoredFileOwner } from '../../lib/files/storedFiles';
import { saveUploadedFile } from './saveUploadedFile';

export interface MediaRule {
  folder: string;
  maxBytes: number;
  /** Detected MIME type → stored extension. */
  types: Record<string, string>;
  /** The refusal of another type, read when refused (in the caller's language). */
  formatMessage: () => string;
  /** The stored name ends with the uploaded one (a name the customer sees). */
  keepsName?: boolean;
}

const MB = 1024 * 1024;

/** What each media element accepts (formats and size), checked on the bytes. */
export const MEDIA_RULES = {
  image: {
    folder: 'media/images',
    maxBytes: 5 * MB,
    types: { 'image/png': 'png', 'image/jpeg': 'jpg' },
    formatMessage: () => messages.uploads.imageFormat,
  },
  document: {
    folder: 'media/documents',
    // The customer sees a document's name: it keeps the one it was uploaded with.
    keepsName: true,
    maxBytes: 15 * MB,
    types: { 'application/pdf': 'pdf' },
    formatMessage: () => messages.uploads.documentFormat,
  },
  audio: {
    folder: 'media/audio',
    maxBytes: 10 * MB,
    types: {
      'audio/mpeg': 'mp3',
      'audio/wav': 'wav',
      'audio/x-wav': 'wav',
      'audio/vnd.wave': 'wav',
      'audio/ogg': 'ogg',
      'audio/opus': 'ogg',
    },
    formatMessage: () => messages.uploads.audioFormat,
  },
  /** A template header's example video: Meta takes MP4 up to 16 MB (checked by its ftyp box). */
  video: {
    folder: 'media/videos',
    maxBytes: 16 * MB,
    types: { 'video/mp4': 'mp4' },
    formatMessage: () => messages.uploads.videoFormat,
  },
} satisfies Record<string, MediaRule>;

/**
 * Keeps an editor upload when its content is of an allowed type and within the size, and returns
 * its path (served at /api/public/<path>: the storage key, percent-encoded). A CSV, whatever its name, gets the spec's message.
 */
export async function storeMediaUpload(
  { db, files }: { db: Database; files: FileStorage },
  file: File,
  rule: MediaRule,
  owner: StoredFileOwner,
): Promise<string> {
  if (file.size > rule.maxBytes) {
    throw apiError(
      413,
      messages.uploads.tooLarge({ size: localDecimal(file.size / MB, 1), limit: rule.maxBytes / MB }),
    );
  }
  // Checked on its content, then streamed into the store: the upload is never whole in memory.
  const detected = await detectFileType(file);
  const extension = detected ? rule.types[detected.mime] : undefined;
  if (!extension) {
    const looksLikeCsv = !detected && (/\.csv$/i.test(file.name) || file.type === 'text/csv');
    throw apiError(400, looksLikeCsv ? messages.uploads.csvNotAllowed : rule.formatMessage());
  }
  const key = rule.keepsName
    ? newNamedFileKey(rule.folder, file.name, extension)
    : newFileKey(rule.folder, extension);
  await saveUploadedFile(files, key, file, { db, owner: { originalName: file.name, ...owner } });
  return keyToUrlPath(key);
}
