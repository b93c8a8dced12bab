import { CHATBOT_AVATAR_MAX_BYTES, CHATBOT_AVATAR_PLACEHOLDER } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import type { Database } from '@griot/db/openDatabase';
import { apiError } from '../../api/apiError';
import { saveUploadedFile } from '../../domain/uploads/saveUploadedFile';
import { detectFileType } from '../../lib/detectFileType';
import { type FileStorage, newFileKey } from '../../lib/files/fileStorage';
import { removeStoredFile } from '../../lib/files/storedFiles';

const AVATAR_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * Keeps an uploaded avatar if its bytes are a PNG or a JPEG (whatever its name or declared type
 * says), recorded as the account's (and the chatbot's, once known), and returns its storage key;
 * anything else is refused with the spec's message.
 */
export async function storeAvatar(
  { db, files }: { db: Database; files: FileStorage },
  file: File,
  owner: { workspaceId: string; chatbotId?: string },
): Promise<string> {
  if (file.size > CHATBOT_AVATAR_MAX_BYTES) throw apiError(413, messages.chatbots.avatarTooLarge);
  const detected = await detectFileType(file);
  const extension = detected ? AVATAR_TYPES[detected.mime] : undefined;
  if (!extension) throw apiError(400, messages.chatbots.avatarFormat);
  const key = newFileKey('avatars', extension);
  await saveUploadedFile(files, key, file, {
    db,
    owner: { ...owner, kind: 'chatbot_avatar', originalName: file.name },
  });
  return key;
}

/** Removes a stored avatar and its record; the placeholder and foreign values are left alone. */
export async function removeAvatar(
  { db, files }: { db: Database; files: FileStorage },
  avatar: string,
): Promise<void> {
  if (avatar === CHATBOT_AVATAR_PLACEHOLDER || !avatar.startsWith('avatars/')) return;
  await removeStoredFile(db, files, avatar);
}
