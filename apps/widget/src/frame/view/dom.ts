/*
 * Untrusted text (the bot's flows, the visitor's messages) only ever goes into text nodes and
 * checked attributes: never innerHTML.
 */

/** An element with an optional class and text (as a text node). */
export function node<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  className?: string,
  text?: unknown,
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined && text !== null) element.textContent = String(text);
  return element;
}

export function clear(element: Element): void {
  while (element.firstChild) element.removeChild(element.firstChild);
}

/** A link opened in a new tab, with no access back to the chat. `href` must come from safeUrl. */
export function externalLink(href: string, text: string, className?: string): HTMLAnchorElement {
  const link = node('a', className, text);
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer'; // i18n-exempt: link types
  return link;
}

export function actionButton(label: unknown, onClick: () => void): HTMLButtonElement {
  const button = node('button', '', label);
  button.type = 'button';
  button.addEventListener('click', onClick);
  return button;
}

/** The row of buttons and links under a message. */
export function actions(items: HTMLElement[]): HTMLDivElement {
  const box = node('div', 'actions');
  for (const item of items) box.appendChild(item);
  return box;
}
