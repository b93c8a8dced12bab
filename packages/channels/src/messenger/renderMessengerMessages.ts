import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { uniqueChoiceIds } from '../choiceIds';
import { cutText } from '../cutText';
import { nonEmpty, type RenderableMessage, titleOrNumber } from '../renderableElement';
import type { MessengerButton, MessengerMessage, MessengerSendBody } from './messengerTypes';

/** Messenger Send API limits of what Griot sends. */
export const MESSENGER_LIMITS = {
  text: 2000,
  templateText: 640,
  quickReplies: 13,
  quickReplyTitle: 20,
  payload: 1000,
  templateButtons: 3,
  buttonTitle: 20,
} as const;
const L = MESSENGER_LIMITS;

/**
 * The Send API bodies for one engine message, in order. Buttons become a button template with
 * postback buttons (≤ 3); a list becomes a text with quick replies (≤ 13), whose payload is the
 * target idblock; a CTA is a button template with one web_url button, after its image; media go
 * by URL. Messenger has no location request any more: it is sent as its text. Elements that send
 * nothing give [].
 */
export function renderMessengerMessages(psid: string, message: RenderableMessage): MessengerSendBody[] {
  const element = message.element;
  return renderElement(element).map((body) => ({
    recipient: { id: psid },
    messaging_type: 'RESPONSE',
    message: body,
  }));
}

function renderElement(element: FlowElement): MessengerMessage[] {
  switch (element.type) {
    case 'text':
      return element.message.trim() === '' ? [] : [{ text: cutText(element.message, L.text) }];
    case 'location_request_message':
      return [{ text: cutText(nonEmpty(element.message), L.text) }];
    case 'text_button': {
      const buttons = element.buttons.slice(0, L.templateButtons);
      if (buttons.length === 0) return [{ text: cutText(nonEmpty(element.message), L.text) }];
      const ids = uniqueChoiceIds(buttons.map((button) => cutText(button.id, L.payload - 4, '')));
      return [
        buttonTemplate(
          element.message,
          buttons.map((button, index) => ({
            type: 'postback',
            title: cutText(titleOrNumber(button.title, index), L.buttonTitle),
            payload: ids[index] ?? button.id,
          })),
        ),
      ];
    }
    case 'list':
      return [renderList(element)];
    case 'image':
    case 'audio':
    case 'document': {
      if (!element.link) return [];
      const type = element.type === 'document' ? 'file' : element.type;
      const attachment = { attachment: { type, payload: { url: element.link, is_reusable: true } } } as const;
      // Messenger's attachments take no caption: the text follows as a message of its own.
      const caption = element.caption?.trim();
      return caption ? [attachment, { text: cutText(caption, L.text) }] : [attachment];
    }
    case 'button_link': {
      const image = element.image_header.trim();
      const text = [element.body_message, element.footer_message]
        .filter((part) => part.trim() !== '')
        .join('\n\n');
      const { display_text: displayText, url } = element.action.parameters;
      const card = buttonTemplate(text, [
        { type: 'web_url', title: cutText(titleOrNumber(displayText, 0), L.buttonTitle), url },
      ]);
      return image
        ? [{ attachment: { type: 'image', payload: { url: image, is_reusable: true } } }, card]
        : [card];
    }
    default:
      return [];
  }
}

function renderList(element: Extract<FlowElement, { type: 'list' }>): MessengerMessage {
  const list = element.interactive;
  const rows = list.action.sections.flatMap((section) => section.rows).slice(0, L.quickReplies);
  const text = [list.header?.text, list.body.text, list.footer?.text]
    .filter((part) => part !== undefined && part.trim() !== '')
    .join('\n\n');
  const body = cutText(nonEmpty(text), L.text);
  if (rows.length === 0) return { text: body };
  const ids = uniqueChoiceIds(rows.map((row) => cutText(row.id, L.payload - 4, '')));
  return {
    text: body,
    quick_replies: rows.map((row, index) => ({
      content_type: 'text',
      title: cutText(titleOrNumber(row.title, index), L.quickReplyTitle),
      payload: ids[index] ?? row.id,
    })),
  };
}

function buttonTemplate(text: string, buttons: MessengerButton[]): MessengerMessage {
  return {
    attachment: {
      type: 'template',
      payload: { template_type: 'button', text: cutText(nonEmpty(text), L.templateText), buttons },
    },
  };
}
