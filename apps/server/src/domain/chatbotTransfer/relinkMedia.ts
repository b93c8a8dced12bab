import { chatbotTransferMessages } from '@griot/contract/chatbotTransfer/chatbotTransferMessages';
import type { Flow } from '@griot/contract/flows/flowElementSchemas';
import { mapMediaLinks } from '@griot/contract/flows/mediaLinks';
import { mediaName } from './storeImportedMedia';

/**
 * Points an imported flow's media at the files the import kept. A link to a file of the exporting
 * Griot that the file did not carry (a path, not an address) would point at nothing here: it is
 * emptied too, with a warning; links to other sites (https://…) stay as they are.
 */
export function relinkMedia(flow: Flow, links: ReadonlyMap<string, string>, warnings: string[]): Flow {
  const relink = (link: string): string => {
    if (link === '') return link;
    const kept = links.get(link);
    if (kept !== undefined) return kept;
    if (/^https?:\/\//i.test(link)) return link;
    warnings.push(chatbotTransferMessages.mediaNotCopied({ name: mediaName(link) }));
    return '';
  };
  return flow.map((element) => mapMediaLinks(element, relink));
}
