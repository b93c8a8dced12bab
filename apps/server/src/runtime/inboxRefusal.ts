import { replaceUnstorableText } from '../lib/unstorableText';
import type { Channel, InboxItem } from './inboxEvent';

/**
 * The longest text each platform lets a person send. A longer one did not come from a person on
 * that platform (a forged or broken delivery): it is stored as refused, never run through a flow.
 */
export const INBOUND_TEXT_LIMITS: Readonly<Record<Channel, number>> = {
  whatsapp: 4096,
  telegram: 4096,
  messenger: 2000,
  web: 4096,
};

/** Why this item must not run, or undefined when it may. */
export function inboxRefusal(item: InboxItem): string | undefined {
  if (item.event.kind !== 'user') return undefined;
  const input = item.event.event;
  const limit = INBOUND_TEXT_LIMITS[item.channel];
  const text = input.type === 'text' ? input.text : input.type === 'media' ? (input.caption ?? '') : '';
  if (text.length > limit)
    return `text of ${text.length} characters, over the ${item.channel} limit of ${limit}`;
  return undefined;
}

/**
 * What a refused item keeps: who sent it, when, why, and the first characters, enough to look
 * into it, without the bulk that made it refused.
 */
export function refusedItem(item: InboxItem, reason: string): InboxItem {
  return {
    chatbotId: item.chatbotId,
    channel: item.channel,
    sender: item.sender,
    ...(item.externalId === undefined ? {} : { externalId: item.externalId }),
    // Cut and cleaned: a cut may split a surrogate pair, and the row must be storable.
    event: {
      kind: 'refused',
      reason,
      excerpt: replaceUnstorableText(JSON.stringify(item.event).slice(0, 500)),
    },
    refusal: reason,
  };
}
