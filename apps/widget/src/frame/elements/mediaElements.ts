import type { WireElement } from '../api/wireTypes';
import { frameTexts } from '../frameTexts';
import { externalLink, node } from '../view/dom';
import { richText } from '../view/richText';
import { safeUrl } from '../view/safeUrl';
import type { ElementActions } from './elementActions';

type Media = Extract<WireElement, { type: 'image' | 'document' | 'audio' }>;
const t = frameTexts.elements;

/** The image, opening full size in a new tab. */
export function renderImage(element: Media, act: ElementActions): HTMLElement[] | null {
  const href = safeUrl(element.link);
  if (!href) return null;
  const image = node('img');
  image.src = href;
  image.alt = t.image;
  image.loading = 'lazy';
  act.followImage(image);
  const link = externalLink(href, '');
  link.setAttribute('aria-label', t.openImage);
  link.appendChild(image);
  return withCaption([link], element);
}

/** The text an agent sent with a file, under it. */
function withCaption(rendered: HTMLElement[], element: Media): HTMLElement[] {
  const caption = element.caption?.trim();
  return caption ? [...rendered, richText(caption)] : rendered;
}

/** The file's name from its address ("Document", in the page's language, when it has none). */
export function documentName(href: string): string {
  try {
    return decodeURIComponent(new URL(href).pathname.split('/').pop() || '') || t.document;
  } catch {
    return t.document;
  }
}

export function renderDocument(element: Media): HTMLElement[] | null {
  const href = safeUrl(element.link);
  if (!href) return null;
  const name = documentName(href);
  const link = externalLink(href, '', 'doc');
  link.appendChild(node('span', '', '📄'));
  link.appendChild(node('span', '', name));
  link.setAttribute('aria-label', t.openDocument({ name }));
  return withCaption([link], element);
}

export function renderAudio(element: Media): HTMLElement[] | null {
  const href = safeUrl(element.link);
  if (!href) return null;
  const audio = node('audio');
  audio.controls = true;
  audio.preload = 'none';
  audio.src = href;
  return withCaption([audio], element);
}
