import { frameTexts } from '../frameTexts';
import { clear, node } from './dom';

/** Up to two initials of the bot's name, '?' when it has none. */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join('') || '?'
  );
}

/**
 * Where the avatar's image is: an absolute http(s) address as it is, else one of the chatbot's
 * public files. Null for none, or for a default avatar of the back-office (a path under
 * /avatars/, not served here).
 */
export function avatarSource(avatar: unknown): string | null {
  const path = typeof avatar === 'string' ? avatar.trim() : '';
  if (!path || path.startsWith('/avatars/')) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return `/api/public/${path.replace(/^\/+/, '').replace(/^(api\/)?public\//, '')}`;
}

/** The header's name (also the page's title) and avatar, its initials when the image fails. */
export function showBot(name: HTMLElement, holder: HTMLElement, botName: string, avatar: unknown): void {
  const shown = botName || frameTexts.page.title;
  name.textContent = shown;
  document.title = shown;
  const useInitials = () => {
    clear(holder);
    holder.textContent = initials(shown);
  };
  const source = avatarSource(avatar);
  if (!source) {
    useInitials();
    return;
  }
  const image = node('img', 'avatar');
  image.alt = '';
  image.addEventListener('error', useInitials);
  image.src = source;
  clear(holder);
  holder.appendChild(image);
}
