import { node } from './dom';
import { formatTime } from './formatTime';

/** An empty bubble with its time: the visitor's own ('mine', on the right) or the bot's. */
export function bubbleFor(mine: boolean, createdAt?: string | null): HTMLDivElement {
  // i18n-exempt: class names
  const bubble = node('div', mine ? 'msg mine' : 'msg');
  bubble.appendChild(node('time', 'time', formatTime(createdAt)));
  return bubble;
}

/** Puts the parts in the bubble, above its time. */
export function fill(bubble: HTMLElement, parts: (HTMLElement | null)[]): HTMLElement {
  const time = bubble.lastChild;
  for (const part of parts) if (part) bubble.insertBefore(part, time);
  return bubble;
}
