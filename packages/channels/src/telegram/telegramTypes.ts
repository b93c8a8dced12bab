import type { UserInputEvent } from '@griot/flow-engine/engineTypes';

/** One end-user action of a Telegram update, ready for the runtime. */
export interface InboundTelegramMessage {
  /** Increasing per bot: deduplicate and order by it. */
  updateId: number;
  /** The chat to answer and to key the end-user by (a private chat's id is the user's id). */
  chatId: string;
  userId?: string;
  firstName?: string;
  lastName?: string;
  username?: string;
  /** The user's language as Telegram gives it (`from.language_code`, an IETF tag: 'es', 'pt-br'), when it does. */
  languageCode?: string;
  /** The message id, or the callback query id for a button tap. */
  id: string;
  /** Milliseconds since the epoch (callback queries carry none: the tapped message's date). */
  timestamp?: number;
  /** Set for a button tap: answer it with `answerCallbackQuery`, or the button keeps spinning. */
  callbackQueryId?: string;
  event: UserInputEvent;
  /** For media: the file id (`getFile` gives a download path), its type and name when sent. */
  media?: { fileId: string; mimeType?: string; fileName?: string };
}

/** What a Telegram update contained; `problem` says why nothing was read. */
export interface TelegramUpdate {
  updateId?: number;
  message?: InboundTelegramMessage;
  problem?: string;
}

/** An inline keyboard button: a callback (ids ≤ 64 bytes) or a link. */
export type TelegramInlineButton = { text: string; callback_data: string } | { text: string; url: string };

/** `reply_markup` of the messages Griot sends. */
export type TelegramReplyMarkup =
  | { inline_keyboard: TelegramInlineButton[][] }
  | {
      keyboard: { text: string; request_location: true }[][];
      one_time_keyboard: true;
      resize_keyboard: true;
    };

/** One Bot API call: POST https://api.telegram.org/bot<token>/<method> with `body` as JSON. */
export type TelegramCall =
  | {
      method: 'sendMessage';
      body: {
        chat_id: string;
        text: string;
        link_preview_options?: { is_disabled: boolean };
        reply_markup?: TelegramReplyMarkup;
      };
    }
  | {
      method: 'sendPhoto';
      body: { chat_id: string; photo: string; caption?: string; reply_markup?: TelegramReplyMarkup };
    }
  | { method: 'sendDocument'; body: { chat_id: string; document: string; caption?: string } }
  | { method: 'sendAudio'; body: { chat_id: string; audio: string; caption?: string } }
  | { method: 'answerCallbackQuery'; body: { callback_query_id: string; text?: string } };
