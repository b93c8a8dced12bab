import { nowSeconds } from './ids';

/**
 * Pure builders of Telegram `Update` objects, shaped like the Bot API's. The fake numbers them;
 * load generators can number their own.
 */

export interface TelegramUser {
  fromId: number | string;
  firstName?: string;
  lastName?: string;
  username?: string;
  /** The user's app language (`from.language_code`); 'fr' by default. */
  languageCode?: string;
}

export interface TelegramTextInput extends TelegramUser {
  chatId: number | string;
  text: string;
  /** Defaults to the fake's next message id. */
  messageId?: number;
  date?: number;
}

export interface TelegramCallbackInput extends TelegramUser {
  chatId: number | string;
  /** The button's callback_data. */
  data: string;
  /** The message holding the keyboard (usually one the bot sent). */
  messageId: number;
  /** That message's text and keyboard; the parser reads the tapped button's title from it. */
  message?: { text?: string; reply_markup?: unknown; date?: number };
  /** The callback query id; unique by default. */
  id?: string;
}

/** Telegram chat ids are numbers; the runtime stores them as strings, so accept both. */
function asId(value: number | string): number | string {
  return typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
}

function user(input: TelegramUser): Record<string, unknown> {
  return {
    id: asId(input.fromId),
    is_bot: false,
    first_name: input.firstName ?? 'Awa',
    ...(input.lastName === undefined ? {} : { last_name: input.lastName }),
    ...(input.username === undefined ? {} : { username: input.username }),
    language_code: input.languageCode ?? 'fr',
  };
}

function privateChat(chatId: number | string, input: TelegramUser): Record<string, unknown> {
  return { id: asId(chatId), first_name: input.firstName ?? 'Awa', type: 'private' };
}

export function buildTelegramTextUpdate(updateId: number, messageId: number, input: TelegramTextInput) {
  return {
    update_id: updateId,
    message: {
      message_id: messageId,
      from: user(input),
      chat: privateChat(input.chatId, input),
      date: input.date ?? nowSeconds(),
      text: input.text,
    },
  };
}

/** A tap on an inline button: Telegram sends the tapped message back, as sent by the bot. */
export function buildTelegramCallbackUpdate(
  updateId: number,
  input: TelegramCallbackInput,
  bot: Record<string, unknown>,
) {
  return {
    update_id: updateId,
    callback_query: {
      id: input.id ?? `${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      from: user(input),
      message: {
        message_id: input.messageId,
        from: bot,
        chat: privateChat(input.chatId, input),
        date: input.message?.date ?? nowSeconds(),
        ...(input.message?.text === undefined ? {} : { text: input.message.text }),
        ...(input.message?.reply_markup === undefined ? {} : { reply_markup: input.message.reply_markup }),
      },
      chat_instance: String(asId(input.chatId)).replace('-', ''),
      data: input.data,
    },
  };
}
