import type { MediaKind, UserInputEvent } from '@griot/flow-engine/engineTypes';
import { stripChoiceSuffix } from '../choiceIds';
import { readNumber, readRecord, readString } from '../isRecord';
import type { WhatsAppMedia } from './whatsAppTypes';

/** The engine event of one inbound message, or why it has none. */
export type WhatsAppEventResult =
  | { ok: true; event: UserInputEvent; media?: WhatsAppMedia }
  | { ok: false; problem: string };

const MEDIA_KINDS: Record<string, MediaKind> = {
  image: 'image',
  document: 'document',
  audio: 'audio',
  video: 'video',
  // A sticker is an image to the flow (answer_type checks only care about the kind).
  sticker: 'image',
};

/**
 * Maps a WhatsApp message (`type` and its `<type>` object) to the engine's event. Reply ids are
 * idblocks, possibly with the `#n` suffix added at render: it is stripped here.
 */
export function readWhatsAppEvent(message: Record<string, unknown>): WhatsAppEventResult {
  const type = readString(message, 'type') ?? '';
  const content = readRecord(message, type);
  if (type === 'text') {
    const body = content && readString(content, 'body');
    return body === undefined ? fail('text without body') : { ok: true, event: { type: 'text', text: body } };
  }
  if (type === 'interactive' && content) return readInteractive(content);
  if (type === 'button' && content) {
    // A quick-reply tap on a template: the payload is what the template was built with.
    const payload = readString(content, 'payload');
    const text = readString(content, 'text');
    const id = payload ?? text;
    if (id === undefined) return fail('button without payload');
    return { ok: true, event: { type: 'button', id: stripChoiceSuffix(id), title: text ?? id } };
  }
  // `type` is the webhook's text: own keys only, so 'constructor' is an unsupported type.
  const kind = Object.hasOwn(MEDIA_KINDS, type) ? MEDIA_KINDS[type] : undefined;
  if (kind && content) return readMedia(kind, content);
  if (type === 'location' && content) {
    const latitude = readNumber(content, 'latitude');
    const longitude = readNumber(content, 'longitude');
    if (latitude === undefined || longitude === undefined) return fail('location without coordinates');
    const name = readString(content, 'name');
    const address = readString(content, 'address');
    return {
      ok: true,
      event: {
        type: 'location',
        latitude,
        longitude,
        ...(name === undefined ? {} : { name }),
        ...(address === undefined ? {} : { address }),
      },
    };
  }
  return fail(`unsupported message type "${type || 'none'}"`);
}

function readInteractive(content: Record<string, unknown>): WhatsAppEventResult {
  const kind = readString(content, 'type');
  const reply = kind === undefined ? undefined : readRecord(content, kind);
  const id = reply && readString(reply, 'id');
  if (!reply || id === undefined || (kind !== 'button_reply' && kind !== 'list_reply')) {
    return fail(`unsupported interactive reply "${kind ?? 'none'}"`);
  }
  const title = readString(reply, 'title');
  const target = stripChoiceSuffix(id);
  const type = kind === 'button_reply' ? 'button' : 'list';
  return { ok: true, event: title === undefined ? { type, id: target } : { type, id: target, title } };
}

function readMedia(kind: MediaKind, content: Record<string, unknown>): WhatsAppEventResult {
  const id = readString(content, 'id');
  if (id === undefined) return fail(`${kind} without media id`);
  const media: WhatsAppMedia = { kind, id };
  const mimeType = readString(content, 'mime_type');
  const sha256 = readString(content, 'sha256');
  const caption = readString(content, 'caption');
  const filename = readString(content, 'filename');
  if (mimeType !== undefined) media.mimeType = mimeType;
  if (sha256 !== undefined) media.sha256 = sha256;
  if (caption !== undefined) media.caption = caption;
  if (filename !== undefined) media.filename = filename;
  if (content.voice === true) media.voice = true;
  return {
    ok: true,
    event: { type: 'media', mediaType: kind, mediaId: id, ...(caption === undefined ? {} : { caption }) },
    media,
  };
}

function fail(problem: string): WhatsAppEventResult {
  return { ok: false, problem };
}
