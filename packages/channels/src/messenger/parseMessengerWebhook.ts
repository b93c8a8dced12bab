import type { UserInputEvent } from '@griot/flow-engine/engineTypes';
import { stripChoiceSuffix } from '../choiceIds';
import { isRecord, readArray, readNumber, readRecord, readString } from '../isRecord';
import type { MessengerWebhook } from './messengerTypes';

const MEDIA_TYPES = { image: 'image', audio: 'audio', video: 'video', file: 'document' } as const;

/**
 * Reads a Messenger webhook body (`object: "page"`): every entry and every `messaging` item. A
 * text, a quick reply (→ button with its payload and the text as title), a postback (→ button),
 * and attachments (image, audio, video, file, location; one event each). Echoes of our own
 * messages, deliveries and reads are skipped silently. Never throws.
 */
export function parseMessengerWebhook(body: unknown): MessengerWebhook {
  const result: MessengerWebhook = { messages: [], problems: [] };
  if (!isRecord(body) || body.object !== 'page') {
    result.problems.push('body is not a page webhook');
    return result;
  }
  readArray(body, 'entry').forEach((entry, e) => {
    const items = isRecord(entry) ? readArray(entry, 'messaging') : [];
    items.forEach((item, i) => {
      const where = `entry[${e}].messaging[${i}]`;
      if (!isRecord(item)) {
        result.problems.push(`${where} is not an object`);
        return;
      }
      const sender = readRecord(item, 'sender');
      const recipient = readRecord(item, 'recipient');
      const psid = sender && readString(sender, 'id');
      const pageId = recipient && readString(recipient, 'id');
      const timestamp = readNumber(item, 'timestamp');
      if (psid === undefined || pageId === undefined || timestamp === undefined) {
        result.problems.push(`${where}: missing sender, recipient or timestamp`);
        return;
      }
      const read = readEvents(item);
      if (typeof read === 'string') {
        if (read !== '') result.problems.push(`${where}: ${read}`);
        return;
      }
      read.events.forEach((event, n) => {
        result.messages.push({
          pageId,
          psid,
          id: n === 0 ? read.id : `${read.id}#${n + 1}`,
          timestamp,
          event,
        });
      });
    });
  });
  return result;
}

/** The events of one messaging item and its id, '' to skip silently, or a problem. */
function readEvents(item: Record<string, unknown>): { id: string; events: UserInputEvent[] } | string {
  const postback = readRecord(item, 'postback');
  if (postback) {
    const payload = readString(postback, 'payload');
    if (payload === undefined) return 'postback without payload';
    const title = readString(postback, 'title');
    const id = readString(postback, 'mid') ?? `postback:${readNumber(item, 'timestamp') ?? 0}`;
    const target = stripChoiceSuffix(payload);
    return {
      id,
      events: [title === undefined ? { type: 'button', id: target } : { type: 'button', id: target, title }],
    };
  }
  const message = readRecord(item, 'message');
  if (!message) return '';
  if (message.is_echo === true) return '';
  const mid = readString(message, 'mid');
  if (mid === undefined) return 'message without mid';
  const text = readString(message, 'text');
  const quickReply = readRecord(message, 'quick_reply');
  const payload = quickReply && readString(quickReply, 'payload');
  const events: UserInputEvent[] = [];
  if (payload !== undefined) {
    const target = stripChoiceSuffix(payload);
    events.push(
      text === undefined ? { type: 'button', id: target } : { type: 'button', id: target, title: text },
    );
  } else if (text !== undefined) {
    events.push({ type: 'text', text });
  }
  for (const attachment of readArray(message, 'attachments')) {
    const event = isRecord(attachment) ? readAttachment(attachment) : undefined;
    if (event) events.push(event);
  }
  return events.length > 0 ? { id: mid, events } : `unsupported message ${mid}`;
}

function readAttachment(attachment: Record<string, unknown>): UserInputEvent | undefined {
  const type = readString(attachment, 'type');
  const payload = readRecord(attachment, 'payload');
  if (!payload) return undefined;
  if (type === 'location') {
    const coordinates = readRecord(payload, 'coordinates');
    const latitude = coordinates && readNumber(coordinates, 'lat');
    const longitude = coordinates && readNumber(coordinates, 'long');
    if (latitude === undefined || longitude === undefined) return undefined;
    return { type: 'location', latitude, longitude };
  }
  const url = readString(payload, 'url');
  const mediaType =
    type === 'image' || type === 'audio' || type === 'video' || type === 'file'
      ? MEDIA_TYPES[type]
      : undefined;
  if (mediaType === undefined || url === undefined) return undefined;
  // Messenger gives a temporary URL rather than a media id: the runtime downloads it soon.
  return { type: 'media', mediaType, url };
}
