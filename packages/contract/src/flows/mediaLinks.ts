import type { FlowElement } from './flowElementSchemas';

/**
 * The element with each of its media links passed through `map` (the link of an image, a document
 * or an audio, the image_header of a link button); any other element as it is.
 */
export function mapMediaLinks(element: FlowElement, map: (link: string) => string): FlowElement {
  switch (element.type) {
    case 'image':
    case 'document':
    case 'audio':
      return { ...element, link: map(element.link) };
    case 'button_link':
      return { ...element, image_header: map(element.image_header) };
    default:
      return element;
  }
}
