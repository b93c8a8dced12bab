import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { type ChannelLabels, defaultChannelLabels } from '../channelLabels';
import { uniqueChoiceIds } from '../choiceIds';
import { cutBytes, cutText } from '../cutText';
import { nonEmpty, type RenderableMessage, titleOrNumber } from '../renderableElement';
import { TELEGRAM_LIMITS as L } from './telegramLimits';
import type { TelegramCall, TelegramInlineButton } from './telegramTypes';

/**
 * The Bot API calls for one engine message, in order. Buttons and list rows become an inline
 * keyboard, one option per row, whose callback_data is the target idblock (unique with `#n`,
 * ≤ 64 bytes); a CTA card is a photo or a text with a URL button; a location request is a
 * one-time reply keyboard with a location button. Elements that send nothing give [].
 */
export function renderTelegramMessages(
  chatId: string | number,
  message: RenderableMessage,
  labels: ChannelLabels = defaultChannelLabels(),
): TelegramCall[] {
  const chat_id = String(chatId);
  const element = message.element;
  switch (element.type) {
    case 'text':
      if (element.message.trim() === '') return [];
      return [
        {
          method: 'sendMessage',
          body: {
            chat_id,
            text: cutText(element.message, L.text),
            link_preview_options: { is_disabled: !element.preview_url },
          },
        },
      ];
    case 'text_button':
    case 'list':
      return [renderChoices(chat_id, element)];
    case 'image':
      return element.link
        ? [{ method: 'sendPhoto', body: { chat_id, photo: element.link, ...captionOf(element.caption) } }]
        : [];
    case 'document':
      return element.link
        ? [
            {
              method: 'sendDocument',
              body: { chat_id, document: element.link, ...captionOf(element.caption) },
            },
          ]
        : [];
    case 'audio':
      return element.link
        ? [{ method: 'sendAudio', body: { chat_id, audio: element.link, ...captionOf(element.caption) } }]
        : [];
    case 'location_request_message':
      return [
        {
          method: 'sendMessage',
          body: {
            chat_id,
            text: cutText(nonEmpty(element.message), L.text),
            reply_markup: {
              keyboard: [[{ text: labels.shareLocation, request_location: true }]],
              one_time_keyboard: true,
              resize_keyboard: true,
            },
          },
        },
      ];
    case 'button_link':
      return [renderButtonLink(chat_id, element)];
    default:
      return [];
  }
}

/** Body for `answerCallbackQuery`: stops the button's spinner, optionally with a short notice. */
export function answerCallbackQuery(callbackQueryId: string, text?: string): TelegramCall {
  return {
    method: 'answerCallbackQuery',
    body:
      text === undefined
        ? { callback_query_id: callbackQueryId }
        : { callback_query_id: callbackQueryId, text: cutText(text, 200) },
  };
}

function renderChoices(
  chat_id: string,
  element: Extract<FlowElement, { type: 'text_button' | 'list' }>,
): TelegramCall {
  const options =
    element.type === 'text_button'
      ? element.buttons.map((button) => ({ id: button.id, title: button.title }))
      : element.interactive.action.sections.flatMap((section) => section.rows);
  const text =
    element.type === 'text_button'
      ? element.message
      : [element.interactive.header?.text, element.interactive.body.text, element.interactive.footer?.text]
          .filter((part) => part !== undefined && part.trim() !== '')
          .join('\n\n');
  // Cut before making unique, so the `#n` suffix always fits in the 64 bytes.
  const ids = uniqueChoiceIds(options.map((option) => cutBytes(option.id, L.callbackDataBytes - 4)));
  const keyboard: TelegramInlineButton[][] = options.map((option, index) => [
    {
      text: cutText(titleOrNumber(option.title, index), L.buttonText),
      callback_data: ids[index] ?? option.id,
    },
  ]);
  return {
    method: 'sendMessage',
    body: {
      chat_id,
      text: cutText(nonEmpty(text), L.text),
      ...(keyboard.length > 0 ? { reply_markup: { inline_keyboard: keyboard } } : {}),
    },
  };
}

function renderButtonLink(
  chat_id: string,
  element: Extract<FlowElement, { type: 'button_link' }>,
): TelegramCall {
  const text = [element.body_message, element.footer_message]
    .filter((part) => part.trim() !== '')
    .join('\n\n');
  const { display_text: displayText, url } = element.action.parameters;
  const reply_markup = {
    inline_keyboard: [[{ text: cutText(titleOrNumber(displayText, 0), L.buttonText), url }]],
  };
  const image = element.image_header.trim();
  if (image) {
    const caption = cutText(text, L.caption);
    return {
      method: 'sendPhoto',
      body: { chat_id, photo: image, ...(caption ? { caption } : {}), reply_markup },
    };
  }
  return { method: 'sendMessage', body: { chat_id, text: cutText(nonEmpty(text), L.text), reply_markup } };
}

/** A media's caption when it has one, within Telegram's 1024 characters. */
function captionOf(caption: string | undefined): { caption?: string } {
  return caption?.trim() ? { caption: cutText(caption, L.caption) } : {};
}
