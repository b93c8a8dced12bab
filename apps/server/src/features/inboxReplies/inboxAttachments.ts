import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import type { AttachmentKind } from '@griot/contract/inbox/inboxSchemas';
import { localDecimal } from '@griot/contract/localNumbers';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { saveUploadedFile } from '../../domain/uploads/saveUploadedFile';
import { detectFileType } from '../../lib/detectFileType';
import { type FileStorage, keyToUrlPath, newFileKey, newNamedFileKey } from '../../lib/files/fileStorage';

const MB = 1024 * 1024;
/** The largest file an agent may attach (WhatsApp's limit for audio; its documents may be larger). */
export const ATTACHMENT_MAX_BYTES = 16 * MB;

/** Where an inbox attachment is kept: its folder says its kind when the reply names it. */
const FOLDER = 'media/inbox';

interface KindRule {
  maxBytes: number;
  /** Detected MIME type → stored extension. */
  types: Record<string, string>;
}

/**
 * What each kind accepts, checked on the bytes (plus older Office files and plain texts: see
 * `recognise`): what WhatsApp, Telegram, Messenger and the web chat all take (WhatsApp's 5 MB for an image is the tightest; its audio formats, plus WAV, which the
 * flow editor's audio takes as well).
 */
const RULES: Record<AttachmentKind, KindRule> = {
  image: { maxBytes: 5 * MB, types: { 'image/png': 'png', 'image/jpeg': 'jpg' } },
  document: {
    maxBytes: ATTACHMENT_MAX_BYTES,
    types: {
      'application/pdf': 'pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
    },
  },
  audio: {
    maxBytes: ATTACHMENT_MAX_BYTES,
    types: {
      'audio/mpeg': 'mp3',
      'audio/ogg': 'ogg',
      'audio/opus': 'ogg',
      'audio/aac': 'aac',
      'audio/x-m4a': 'm4a',
      'audio/mp4': 'm4a',
      'audio/amr': 'amr',
      'audio/wav': 'wav',
      'audio/x-wav': 'wav',
      'audio/vnd.wave': 'wav',
    },
  },
};

const KINDS = Object.keys(RULES) as AttachmentKind[];

/** A stored attachment: its link (the storage key, percent-encoded), kind and the name shown. */
export interface StoredAttachment {
  path: string;
  kind: AttachmentKind;
  filename: string;
}

/**
 * Keeps a file an agent attaches when its content (not its name or declared type) is an image, a
 * document or an audio every channel can send, within its kind's size: recorded as the
 * workspace's media (deleted with it). A document keeps its name, which the customer sees.
 */
export async function storeAttachment(
  { db, files }: { db: Database; files: FileStorage },
  workspaceId: string,
  file: File,
): Promise<StoredAttachment> {
  if (file.size > ATTACHMENT_MAX_BYTES) throw tooLarge(file.size, 'document', ATTACHMENT_MAX_BYTES);
  // Checked on its content, then streamed into the store: the upload is never whole in memory.
  const { kind, extension } = await recognise(file, file.name);
  if (!kind || !extension) throw apiError(422, m.attachmentInvalid, { field: 'file' });
  if (file.size > RULES[kind].maxBytes) throw tooLarge(file.size, kind, RULES[kind].maxBytes);
  const folder = `${FOLDER}/${kind}`;
  const key =
    kind === 'document' ? newNamedFileKey(folder, file.name, extension) : newFileKey(folder, extension);
  await saveUploadedFile(files, key, file, {
    db,
    owner: { workspaceId, kind: 'media', originalName: file.name },
  });
  return { path: keyToUrlPath(key), kind, filename: key.split('/').pop() ?? '' };
}

/** Older Office files share one container format: their name tells which they are. */
const OFFICE_CONTAINER = 'application/x-cfb';
const OFFICE_LEGACY = new Set(['doc', 'xls', 'ppt']);

/**
 * What the bytes are: a type every channel sends (by its magic number), an older Word, Excel or
 * PowerPoint file (one container format, told apart by the name), or a plain text (no magic
 * number: valid UTF-8 without control bytes, named .txt).
 */
async function recognise(
  file: Blob,
  name: string,
): Promise<{ kind?: AttachmentKind | undefined; extension?: string | undefined }> {
  const named = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const detected = await detectFileType(file);
  if (detected?.mime === OFFICE_CONTAINER)
    return OFFICE_LEGACY.has(named) ? { kind: 'document', extension: named } : {};
  if (!detected)
    return named === 'txt' && (await isPlainText(file)) ? { kind: 'document', extension: 'txt' } : {};
  const kind = KINDS.find((candidate) => RULES[candidate].types[detected.mime]);
  return { kind, extension: kind ? RULES[kind].types[detected.mime] : undefined };
}

/** Valid UTF-8 without control bytes, read as a stream (a 16 MB text is never whole in memory). */
async function isPlainText(file: Blob): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of file.stream()) {
      if (chunk.some(isControlByte)) return false;
      // Streaming mode: a character cut between two chunks is completed by the next.
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** Tabs and line breaks are text; other control bytes are not. */
function isControlByte(byte: number): boolean {
  return (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f;
}

function tooLarge(bytes: number, kind: AttachmentKind, limit: number) {
  return apiError(413, m.attachmentTooLarge({ size: localDecimal(bytes / MB, 1), limit: limit / MB, kind }), {
    field: 'file',
  });
}

/**
 * The attachment a reply names, when it is a file uploaded to this workspace's inbox (not a link
 * elsewhere, nor another workspace's file) of the kind given; its kind is the folder it was kept in.
 */
export async function findAttachment(
  db: Database,
  workspaceId: string,
  attachment: { path: string; kind: AttachmentKind },
): Promise<StoredAttachment> {
  let key: string;
  try {
    key = attachment.path.split('/').map(decodeURIComponent).join('/');
  } catch {
    throw apiError(422, m.attachmentNotFound, { field: 'attachment' });
  }
  const kind = KINDS.find((candidate) => key.startsWith(`${FOLDER}/${candidate}/`));
  if (kind !== attachment.kind) throw apiError(422, m.attachmentNotFound, { field: 'attachment' });
  const { rows } = await db.execute<{ path: string }>(sql`
    SELECT path FROM stored_files WHERE path = ${key} AND workspace_id = ${workspaceId} AND kind = 'media'`);
  if (rows.length === 0) throw apiError(422, m.attachmentNotFound, { field: 'attachment' });
  return { path: keyToUrlPath(key), kind, filename: key.split('/').pop() ?? '' };
}
