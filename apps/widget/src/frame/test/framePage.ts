import type { ChatElements } from '../chat/createChat';
import { WIDGET_FRAME_BODY } from '../widgetFrameBody';

/** The chat page's body, as the server serves it, in the test's document. */
export function framePage(): ChatElements & { composer: HTMLFormElement; close: HTMLButtonElement } {
  document.body.innerHTML = WIDGET_FRAME_BODY;
  const byId = <Type extends HTMLElement>(id: string) => document.getElementById(id) as Type;
  return {
    log: byId('log'),
    input: byId('input'),
    sendButton: byId('send'),
    status: byId('status'),
    sheet: byId('sheet'),
    name: byId('name'),
    avatar: byId('avatar'),
    composer: byId('composer'),
    close: byId('close'),
  };
}

/** The texts of the log's bubbles, in order (the time left out; the typing dots as '…'). */
export function bubbleTexts(log: HTMLElement): string[] {
  return Array.from(log.children).map((bubble) =>
    bubble.classList.contains('typing')
      ? '…'
      : Array.from(bubble.childNodes)
          .filter((child) => !(child instanceof HTMLTimeElement))
          .map((child) => child.textContent)
          .join(' | '),
  );
}
