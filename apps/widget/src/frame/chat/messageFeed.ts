import type { InboundContent, WireMessage } from '../api/wireTypes';
import type { ElementActions } from '../elements/elementActions';
import { renderElement } from '../elements/renderElement';
import { bubbleFor, fill } from '../view/bubbles';
import { formatTime } from '../view/formatTime';
import type { MessageLog } from '../view/messageLog';
import { richText } from '../view/richText';
import { describeEvent } from './describeEvent';

/**
 * The conversation's messages in the log, each shown once whether it comes from the history or
 * the live stream (both may bring it). What the visitor sends shows at once as a pending bubble;
 * the server's copy of it (`in`, in sending order) then confirms that bubble instead of adding one.
 */
export function createMessageFeed(log: MessageLog, act: ElementActions) {
  const shown = new Set<string>();
  const pending: HTMLElement[] = [];

  const add = (message: WireMessage | null | undefined) => {
    const id = message?.id;
    if (!message || !id || shown.has(id)) return;
    const content = message.content || {};
    if (message.direction === 'in') {
      shown.add(id);
      const { event, text } = content as InboundContent;
      const words = describeEvent(event) || text || '';
      const waiting = pending.shift();
      if (waiting) {
        waiting.classList.remove('pending');
        const old = waiting.querySelector('.text');
        if (old) waiting.replaceChild(richText(words), old);
        waiting.lastChild!.textContent = formatTime(message.created_at);
        waiting.dataset.at = message.created_at || '';
        return;
      }
      log.place(fill(bubbleFor(true, message.created_at), [richText(words)]), message.created_at);
      return;
    }
    const parts = renderElement(content.element, act);
    if (!parts) return;
    shown.add(id);
    log.hideTyping();
    log.place(fill(bubbleFor(false, message.created_at), parts), message.created_at);
  };

  /** The visitor's bubble while its message is on the way: at the bottom, scrolled into view. */
  const addPending = (label: string): HTMLElement => {
    const bubble = fill(bubbleFor(true), [richText(label)]);
    bubble.classList.add('pending');
    log.place(bubble, '', true);
    pending.push(bubble);
    return bubble;
  };

  /** The message was not sent: its bubble goes. */
  const dropPending = (bubble: HTMLElement) => {
    const index = pending.indexOf(bubble);
    if (index >= 0) pending.splice(index, 1);
    if (bubble.parentNode) bubble.parentNode.removeChild(bubble);
  };

  /** None of these messages is on screen yet (a first load: then the log starts at the bottom). */
  const allNew = (messages: WireMessage[]) => !messages.some((message) => shown.has(message.id ?? ''));

  return { add, addPending, dropPending, allNew };
}
export type MessageFeed = ReturnType<typeof createMessageFeed>;
