import type { ExportedMedia } from '@griot/contract/chatbotTransfer/chatbotFileSchema';
import { chatbotTransferMessages } from '@griot/contract/chatbotTransfer/chatbotTransferMessages';
import { CHATBOT_AVATAR_MAX_BYTES } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import type { StoredFileKind } from '@griot/db/schema/storedFiles';
import type { Services } from '../../api/appContext';
import { detectFileType } from '../../lib/detectFileType';
import { type FileStorage, keyToUrlPath, newFileKey, newNamedFileKey } from '../../lib/files/fileStorage';
import { removeStoredFile } from '../../lib/files/storedFiles';
import { saveUploadedFile } from '../uploads/saveUploadedFile';
import { MEDIA_RULES, type MediaRule } from '../uploads/storeMediaUpload';
import { downloadPublicMedia } from './downloadPublicMedia';

const m = chatbotTransferMessages;

/** The avatar follows the avatar upload's rule: a PNG or a JPEG, 5 MB at most. */
const AVATAR_RULE: MediaRule = {
  folder: 'avatars',
  maxBytes: CHATBOT_AVATAR_MAX_BYTES,
  types: { 'image/png': 'png', 'image/jpeg': 'jpg' },
  formatMessage: () => messages.chatbots.avatarFormat,
};
const MEDIA_RULE_LIST: readonly MediaRule[] = Object.values(MEDIA_RULES);
/** The largest file any rule accepts: a download stops reading past it. */
const LARGEST_MEDIA = Math.max(...MEDIA_RULE_LIST.map((rule) => rule.maxBytes));
/** Downloads at once: a file of links to 300 media must not open 300 connections. */
const DOWNLOADS_AT_ONCE = 4;

export interface StoredMedia {
  /** The file's path of each media → the new one as flows hold it ('' when it could not be kept). */
  links: Map<string, string>;
  /** The avatar's new storage key, when the file's avatar was among its media and was kept. */
  avatarKey: string | undefined;
  /** Every key written, removed again if the chatbot cannot be created. */
  keys: string[];
  warnings: string[];
}

/**
 * Keeps the media of an imported file as the workspace's files under new keys: embedded ones
 * decoded, linked ones downloaded safely (`downloadPublicMedia`), each checked on its bytes by the
 * rule of the uploads (type and size) as an upload would be. A media that cannot be kept is a
 * warning, and the flows' link to it is emptied (a draft to complete), never a failed import.
 */
export async function storeImportedMedia(
  { db, files, config }: Pick<Services, 'db' | 'files' | 'config'>,
  media: readonly ExportedMedia[],
  owner: { workspaceId: string; avatarPath: string },
): Promise<StoredMedia> {
  const stored: StoredMedia = { links: new Map(), avatarKey: undefined, keys: [], warnings: [] };
  // Kept several at a time, reported in the file's order.
  const missing = new Array<string | undefined>(media.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < media.length; index = next++) {
      const item = media[index] as ExportedMedia;
      const isAvatar = item.path === owner.avatarPath;
      const data = await mediaBytes(item, {
        files,
        publicUrl: config.publicUrl,
        allowlist: config.runtime.requestAllowlist,
      });
      const kept = data ? await keep(data, item, isAvatar) : undefined;
      if (!kept) {
        stored.links.set(item.path, '');
        missing[index] = isAvatar ? m.avatarNotCopied : m.mediaNotCopied({ name: mediaName(item.path) });
        continue;
      }
      stored.keys.push(kept.key);
      if (isAvatar) stored.avatarKey = kept.key;
      stored.links.set(item.path, linkLike(item.path, kept.key));
    }
  };
  const keep = async (data: Buffer, item: ExportedMedia, isAvatar: boolean) => {
    const detected = await detectFileType(data);
    const rule = isAvatar
      ? AVATAR_RULE
      : MEDIA_RULE_LIST.find((candidate) => detected && detected.mime in candidate.types);
    const extension = rule && detected ? rule.types[detected.mime] : undefined;
    if (!rule || !extension || data.length > rule.maxBytes) return undefined;
    const name = mediaName(item.path);
    const key = rule.keepsName
      ? newNamedFileKey(rule.folder, name, extension)
      : newFileKey(rule.folder, extension);
    const kind: StoredFileKind = isAvatar ? 'chatbot_avatar' : 'media';
    await saveUploadedFile(files, key, data, {
      db,
      owner: { workspaceId: owner.workspaceId, kind, originalName: name },
    });
    return { key };
  };
  try {
    await Promise.all(Array.from({ length: DOWNLOADS_AT_ONCE }, worker));
  } catch (error) {
    // A full disk: what was kept so far goes again, and the import fails as an upload would.
    await removeImportedMedia({ db, files }, stored.keys);
    throw error;
  }
  stored.warnings.push(...missing.filter((warning) => warning !== undefined));
  return stored;
}

/** Removes the files an import kept, its chatbot not created after all. */
export async function removeImportedMedia(
  { db, files }: Pick<Services, 'db' | 'files'>,
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) await removeStoredFile(db, files, key).catch(() => undefined);
}

async function mediaBytes(
  item: ExportedMedia,
  from: { files: FileStorage; publicUrl: string; allowlist: readonly string[] },
): Promise<Buffer | undefined> {
  if (item.data !== undefined) {
    const data = Buffer.from(item.data, 'base64');
    return data.length > 0 ? data : undefined;
  }
  if (!item.url) return undefined;
  // A link to this very Griot (an export past its embedding budget, imported here): read from the
  // storage rather than through the network, where its own address may be a private one. Stored
  // files are served publicly at that address anyway: reading one here reveals nothing more.
  const own = `${from.publicUrl}/api/public/`;
  if (item.url.startsWith(own)) {
    const key = storageKey(item.url.slice(own.length));
    return key ? from.files.read(key).catch(() => undefined) : undefined;
  }
  return downloadPublicMedia(item.url, LARGEST_MEDIA, from.allowlist);
}

function storageKey(urlPath: string): string | undefined {
  try {
    const key = decodeURIComponent(urlPath.split('?')[0] ?? '');
    return key === '' || key.split('/').includes('..') ? undefined : key;
  } catch {
    return undefined;
  }
}

/** The new file's link in the form the old one had: a '/api/public/…' path stays one, else a storage path. */
function linkLike(oldPath: string, key: string): string {
  return oldPath.startsWith('/api/public/') ? `/api/public/${keyToUrlPath(key)}` : keyToUrlPath(key);
}

/** The name a media is shown by: its link's last segment, decoded ('Devis mai.pdf'). */
export function mediaName(path: string): string {
  const last = path.split('?')[0]?.split('/').pop() ?? path;
  try {
    return decodeURIComponent(last) || path;
  } catch {
    return last || path;
  }
}
