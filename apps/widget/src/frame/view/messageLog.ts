import { frameTexts } from '../frameTexts';
import { node } from './dom';

/** The bot's "typing…" dots go away by themselves if no answer comes. */
const TYPING_MAX_MS = 10000;
/** Closer than this to the bottom, the reader follows the conversation: new messages scroll it. */
const NEAR_BOTTOM_PX = 80;

/**
 * The conversation's scrolling list (#log): bubbles in created_at order, the typing indicator
 * always last, and the view kept at the bottom unless the visitor scrolled up to read.
 */
export function createMessageLog(log: HTMLElement) {
  let typing: HTMLDivElement | null = null;
  let typingTimer = 0;

  const nearBottom = () => log.scrollHeight - log.scrollTop - log.clientHeight < NEAR_BOTTOM_PX;
  const scrollDown = () => {
    log.scrollTop = log.scrollHeight;
  };

  /**
   * Inserts a bubble before the first one created after it, else last (before the typing
   * indicator). Bubbles still being sent have no date yet and are passed over. `force` scrolls
   * down even when the visitor had scrolled up.
   */
  const place = (bubble: HTMLElement, createdAt: string | null | undefined, force = false) => {
    const stick = force || nearBottom();
    bubble.dataset.at = createdAt || '';
    let before: Element | null = typing && typing.parentNode === log ? typing : null;
    if (createdAt) {
      for (const child of Array.from(log.children) as HTMLElement[]) {
        const at = child.dataset.at;
        if (child !== typing && at && at > createdAt) {
          before = child;
          break;
        }
      }
    }
    log.insertBefore(bubble, before);
    if (stick) scrollDown();
  };

  const hideTyping = () => {
    window.clearTimeout(typingTimer);
    if (typing !== null && typing.parentNode !== null) typing.parentNode.removeChild(typing);
  };
  const showTyping = () => {
    if (!typing) {
      typing = node('div', 'msg typing'); // i18n-exempt: class names
      typing.setAttribute('aria-label', frameTexts.chat.typing);
      typing.setAttribute('role', 'img');
      for (let index = 0; index < 3; index += 1) typing.appendChild(node('span'));
    }
    const stick = nearBottom();
    log.appendChild(typing);
    if (stick) scrollDown();
    window.clearTimeout(typingTimer);
    typingTimer = window.setTimeout(hideTyping, TYPING_MAX_MS);
  };

  /** An image loading late grows its bubble: the view follows when it was at the bottom. */
  const followImage = (image: HTMLImageElement) => {
    image.addEventListener('load', () => {
      if (log.scrollHeight - log.scrollTop - log.clientHeight < image.clientHeight + NEAR_BOTTOM_PX)
        scrollDown();
    });
  };

  return { place, scrollDown, showTyping, hideTyping, followImage };
}
export type MessageLog = ReturnType<typeof createMessageLog>;
