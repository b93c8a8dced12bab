import type { WireElement } from '../api/wireTypes';
import { actions, externalLink, node } from '../view/dom';
import { richText } from '../view/richText';
import { safeUrl } from '../view/safeUrl';

/** A card: optional header image, text, footer and one link button (WhatsApp's call-to-action URL). */
export function renderLinkCard(
  element: Extract<WireElement, { type: 'button_link' }>,
): (HTMLElement | null)[] {
  const parameters = element.action?.parameters || {};
  const header = safeUrl(element.image_header);
  const href = safeUrl(parameters.url);
  let image: HTMLImageElement | null = null;
  if (header) {
    image = node('img');
    image.src = header;
    image.alt = '';
  }
  return [
    image,
    richText(element.body_message),
    element.footer_message ? node('div', 'footer', element.footer_message) : null,
    href ? actions([externalLink(href, `↗ ${parameters.display_text || href}`)]) : null,
  ];
}
