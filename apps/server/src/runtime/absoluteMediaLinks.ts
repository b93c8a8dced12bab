import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { mapMediaLinks } from '@griot/contract/flows/mediaLinks';

/**
 * Platforms fetch media by URL: an uploaded file's link is a storage key or a path of ours, made
 * absolute here with PUBLIC_URL (which must then be reachable by Meta or Telegram).
 */
export function absoluteMediaLinks(element: FlowElement, publicUrl: string): FlowElement {
  const absolute = (link: string): string => {
    if (link === '' || /^https?:\/\//i.test(link)) return link;
    if (link.startsWith('/')) return `${publicUrl}${link}`;
    return `${publicUrl}/api/public/${link}`;
  };
  return mapMediaLinks(element, absolute);
}
