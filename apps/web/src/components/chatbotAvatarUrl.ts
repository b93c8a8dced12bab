import { CHATBOT_AVATAR_PLACEHOLDER } from '@griot/contract/constants';

/**
 * Where a chatbot's avatar loads from: the placeholder the web app ships for the default
 * value, otherwise the API host's public files (`{origin}/api/public/{avatar}`).
 */
export function chatbotAvatarUrl(avatar: string | null | undefined, apiOrigin: string): string {
  const value = avatar?.trim() ?? '';
  if (!value || value === CHATBOT_AVATAR_PLACEHOLDER) return CHATBOT_AVATAR_PLACEHOLDER;
  if (/^(https?:|blob:|data:)/i.test(value)) return value;
  const path = value.replace(/^\/+/, '').replace(/^(api\/)?public\//, '');
  return `${apiOrigin.replace(/\/+$/, '')}/api/public/${path}`;
}
