import type { FlowElement } from '../flows/flowElementSchemas';
import { messages } from '../messages';
import type { ChatUserEvent } from './conversationSchemas';

const PREVIEW_MAX = 120;
const mediaLabels = messages.conversations.mediaLabels;

/**
 * What an end-user sent: what the web chat accepts, or a medium a platform delivered (the flow
 * engine's input events fit it).
 */
export type EndUserEvent =
  | ChatUserEvent
  | { type: 'media'; mediaType: keyof typeof mediaLabels; caption?: string };

/**
 * How an end-user's event reads in a transcript and in the conversation list: the server stores
 * it so, and the simulator shows the tester's message so until the stored copy comes back.
 */
export function describeEvent(event: EndUserEvent): string {
  switch (event.type) {
    case 'text':
      return event.text;
    case 'button':
    case 'list':
      return event.title ?? event.id;
    case 'location':
      return event.name ?? event.address ?? `📍 ${event.latitude}, ${event.longitude}`;
    case 'media':
      return event.caption ?? mediaLabels[event.mediaType];
  }
}

/** A short text of an element sent, for the conversation list. */
export function describeElement(element: FlowElement): string {
  switch (element.type) {
    case 'text':
      return element.message;
    case 'text_button':
    case 'location_request_message':
      return element.message;
    case 'list':
      return element.interactive.body.text;
    case 'image':
    case 'document':
    case 'audio':
      // A file an agent sent with a text reads as its text.
      return element.caption?.trim() || mediaLabels[element.type];
    case 'button_link':
      return element.body_message;
    default:
      return element.type;
  }
}

/** A text on one line, cut to 120 characters with an ellipsis: a conversation's last message in the list. */
export function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_MAX ? `${line.slice(0, PREVIEW_MAX - 1)}…` : line;
}
