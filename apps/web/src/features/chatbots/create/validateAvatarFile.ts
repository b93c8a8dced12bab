import { CHATBOT_AVATAR_MAX_BYTES } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';

const ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];

/** The `accept` attribute of the avatar inputs: the same three types. */
export const AVATAR_ACCEPT = ACCEPTED_TYPES.join(',');

/**
 * The browser's first check of an avatar: JPG, JPEG or PNG, 5 MB at most. The server
 * checks the content again; this only spares a useless upload.
 */
export function validateAvatarFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return messages.chatbots.avatarFormat;
  if (file.size > CHATBOT_AVATAR_MAX_BYTES) return messages.chatbots.avatarTooLarge;
  return null;
}
