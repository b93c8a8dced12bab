import { externalLink, node } from './dom';
import { safeUrl } from './safeUrl';

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Punctuation ending a sentence right after a link is not part of it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** Text with its line breaks (CSS pre-wrap) and its http(s) links made clickable. */
export function richText(text: unknown, className?: string): HTMLDivElement {
  const container = node('div', className || 'text');
  const value = String(text || '');
  let last = 0;
  URL_PATTERN.lastIndex = 0;
  for (let match = URL_PATTERN.exec(value); match !== null; match = URL_PATTERN.exec(value)) {
    let raw = match[0];
    const trailing = TRAILING_PUNCTUATION.exec(raw);
    if (trailing) raw = raw.slice(0, -trailing[0].length);
    const href = safeUrl(raw.startsWith('www.') ? `https://${raw}` : raw);
    if (!href) continue;
    container.appendChild(document.createTextNode(value.slice(last, match.index)));
    container.appendChild(externalLink(href, raw));
    last = match.index + raw.length;
  }
  container.appendChild(document.createTextNode(value.slice(last)));
  return container;
}
