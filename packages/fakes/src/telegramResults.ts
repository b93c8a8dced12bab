import { isRecord } from '@griot/channels/isRecord';
import { nowSeconds } from './ids';

/** The Bot API methods the fake implements, with the field each one cannot do without. */
export const TELEGRAM_METHODS: Record<string, { required: string[]; missing?: string }> = {
  sendMessage: { required: ['chat_id', 'text'], missing: 'message text is empty' },
  sendPhoto: { required: ['chat_id', 'photo'], missing: 'there is no photo in the request' },
  sendDocument: { required: ['chat_id', 'document'], missing: 'there is no document in the request' },
  sendAudio: { required: ['chat_id', 'audio'], missing: 'there is no audio in the request' },
  sendVideo: { required: ['chat_id', 'video'], missing: 'there is no video in the request' },
  sendLocation: { required: ['chat_id', 'latitude', 'longitude'], missing: 'latitude or longitude is empty' },
  answerCallbackQuery: {
    required: ['callback_query_id'],
    missing: 'query is too old and response timeout expired or query ID is invalid',
  },
  setWebhook: { required: [] },
  deleteWebhook: { required: [] },
  getWebhookInfo: { required: [] },
  getMe: { required: [] },
};

/** Methods that deliver something to a user: the ones `failNext` and rate limits apply to. */
export function isMessageMethod(method: string): boolean {
  return method.startsWith('send') || method === 'answerCallbackQuery';
}

/** Telegram's 400 description for a body missing what the method needs, or undefined when fine. */
export function checkTelegramBody(method: string, body: Record<string, unknown>): string | undefined {
  const spec = TELEGRAM_METHODS[method];
  if (!spec) return undefined;
  for (const field of spec.required) {
    const value = body[field];
    if (value === undefined || value === null || value === '') {
      return field === 'chat_id'
        ? 'Bad Request: chat_id is empty'
        : `Bad Request: ${spec.missing ?? `${field} is empty`}`;
    }
  }
  return undefined;
}

function fileId(): string {
  return `AgAC${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}

/** A sent Message as the Bot API returns it: the bot as sender, the chat, the content echoed. */
export function sentMessageResult(
  method: string,
  body: Record<string, unknown>,
  messageId: number,
  bot: Record<string, unknown>,
): Record<string, unknown> {
  const chatId =
    typeof body.chat_id === 'string' && /^-?\d+$/.test(body.chat_id) ? Number(body.chat_id) : body.chat_id;
  const message: Record<string, unknown> = {
    message_id: messageId,
    from: bot,
    chat: { id: chatId, type: 'private' },
    date: nowSeconds(),
  };
  if (typeof body.caption === 'string') message.caption = body.caption;
  if (isRecord(body.reply_markup) && 'inline_keyboard' in body.reply_markup)
    message.reply_markup = body.reply_markup;
  if (method === 'sendMessage') message.text = body.text;
  if (method === 'sendPhoto')
    message.photo = [{ file_id: fileId(), file_unique_id: fileId(), width: 90, height: 90, file_size: 1024 }];
  if (method === 'sendDocument')
    message.document = { file_id: fileId(), file_unique_id: fileId(), file_name: 'document' };
  if (method === 'sendAudio') message.audio = { file_id: fileId(), file_unique_id: fileId(), duration: 1 };
  if (method === 'sendVideo')
    message.video = { file_id: fileId(), file_unique_id: fileId(), width: 90, height: 90, duration: 1 };
  if (method === 'sendLocation') message.location = { latitude: body.latitude, longitude: body.longitude };
  return message;
}
