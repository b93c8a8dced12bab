import type { UserInputEvent } from '@griot/flow-engine/engineTypes';
import { stripChoiceSuffix } from '../choiceIds';
import { isRecord, readArray, readNumber, readRecord, readString } from '../isRecord';
import type { InboundTelegramMessage, TelegramUpdate } from './telegramTypes';

type Read = { event: UserInputEvent; media?: InboundTelegramMessage['media'] };

/**
 * Reads one Telegram `Update`: a `message` (text, photo, document, voice, audio, video, location)
 * or a `callback_query` (an inline button tap, whose data is the target idblock, maybe with the
 * `#n` suffix, stripped here). Never throws; other update kinds give a `problem`.
 */
export function parseTelegramUpdate(update: unknown): TelegramUpdate {
  if (!isRecord(update)) return { problem: 'update is not an object' };
  const updateId = readNumber(update, 'update_id');
  if (updateId === undefined) return { problem: 'update without update_id' };
  const message = readRecord(update, 'message');
  const callback = readRecord(update, 'callback_query');
  const read = message ? readMessage(message) : callback ? readCallback(callback) : 'unsupported update kind';
  if (typeof read === 'string') return { updateId, problem: read };
  return { updateId, message: { updateId, ...read } };
}

function readMessage(message: Record<string, unknown>): Omit<InboundTelegramMessage, 'updateId'> | string {
  const chat = readRecord(message, 'chat');
  const chatId = chat && readString(chat, 'id');
  const id = readString(message, 'message_id');
  if (chatId === undefined || id === undefined) return 'message without chat or message_id';
  const read = readContent(message);
  if (read === undefined) return `unsupported message content in ${id}`;
  const date = readNumber(message, 'date');
  return {
    chatId,
    ...readSender(readRecord(message, 'from')),
    id,
    ...(date === undefined ? {} : { timestamp: date * 1000 }),
    ...read,
  };
}

function readCallback(callback: Record<string, unknown>): Omit<InboundTelegramMessage, 'updateId'> | string {
  const id = readString(callback, 'id');
  const data = readString(callback, 'data');
  const from = readRecord(callback, 'from');
  const message = readRecord(callback, 'message');
  const chat = message && readRecord(message, 'chat');
  // A private chat's id is the user's id: use it when the tapped message is too old to be sent.
  const chatId = (chat && readString(chat, 'id')) ?? (from && readString(from, 'id'));
  if (id === undefined || data === undefined || chatId === undefined)
    return 'callback_query without id, data or chat';
  const title = message && findButtonText(message, data);
  const date = message && readNumber(message, 'date');
  const target = stripChoiceSuffix(data);
  return {
    chatId,
    ...readSender(from),
    id,
    ...(date === undefined ? {} : { timestamp: date * 1000 }),
    callbackQueryId: id,
    event: title === undefined ? { type: 'button', id: target } : { type: 'button', id: target, title },
  };
}

function readSender(from: Record<string, unknown> | undefined): Partial<InboundTelegramMessage> {
  if (!from) return {};
  const result: Partial<InboundTelegramMessage> = {};
  const userId = readString(from, 'id');
  const firstName = readString(from, 'first_name');
  const lastName = readString(from, 'last_name');
  const username = readString(from, 'username');
  const languageCode = readString(from, 'language_code');
  if (userId !== undefined) result.userId = userId;
  if (firstName !== undefined) result.firstName = firstName;
  if (lastName !== undefined) result.lastName = lastName;
  if (username !== undefined) result.username = username;
  if (languageCode !== undefined) result.languageCode = languageCode;
  return result;
}

function readContent(message: Record<string, unknown>): Read | undefined {
  const text = readString(message, 'text');
  if (text !== undefined) return { event: { type: 'text', text } };
  const caption = readString(message, 'caption');
  // Telegram sends every size of a photo, smallest first: the last is the original.
  const photo = readArray(message, 'photo').filter(isRecord).pop();
  if (photo) return readFile(photo, 'image', caption);
  const document = readRecord(message, 'document');
  if (document) return readFile(document, 'document', caption);
  const audio = readRecord(message, 'voice') ?? readRecord(message, 'audio');
  if (audio) return readFile(audio, 'audio', caption);
  const video = readRecord(message, 'video');
  if (video) return readFile(video, 'video', caption);
  const location = readRecord(message, 'location');
  const latitude = location && readNumber(location, 'latitude');
  const longitude = location && readNumber(location, 'longitude');
  if (latitude !== undefined && longitude !== undefined)
    return { event: { type: 'location', latitude, longitude } };
  return undefined;
}

function readFile(
  file: Record<string, unknown>,
  mediaType: 'image' | 'document' | 'audio' | 'video',
  caption: string | undefined,
): Read | undefined {
  const fileId = readString(file, 'file_id');
  if (fileId === undefined) return undefined;
  const mimeType = readString(file, 'mime_type');
  const fileName = readString(file, 'file_name');
  return {
    event: { type: 'media', mediaType, mediaId: fileId, ...(caption === undefined ? {} : { caption }) },
    media: {
      fileId,
      ...(mimeType === undefined ? {} : { mimeType }),
      ...(fileName === undefined ? {} : { fileName }),
    },
  };
}

/** The tapped button's text, found in the message's own keyboard (callback queries carry only data). */
function findButtonText(message: Record<string, unknown>, data: string): string | undefined {
  const markup = readRecord(message, 'reply_markup');
  const rows = markup ? readArray(markup, 'inline_keyboard') : [];
  for (const row of rows) {
    if (!Array.isArray(row)) continue;
    const button = row.filter(isRecord).find((candidate) => candidate.callback_data === data);
    if (button) return readString(button, 'text');
  }
  return undefined;
}
