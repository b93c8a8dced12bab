import { newMid } from './ids';

/**
 * Pure builders of Messenger Platform page webhooks, `{ object: "page", entry: [{ id, time,
 * messaging: [...] }] }`, for the fake's pushes and for load generators.
 */

export interface MessengerSender {
  pageId: string;
  /** The page-scoped user id. */
  psid: string;
  /** The message id (`mid`); unique by default. */
  mid?: string;
  /** Milliseconds since the epoch; now by default. */
  timestamp?: number;
}

export interface MessengerTextInput extends MessengerSender {
  text: string;
}
export interface MessengerQuickReplyInput extends MessengerSender {
  /** The tapped quick reply's title, sent as the message text. */
  text: string;
  payload: string;
}
export interface MessengerPostbackInput extends MessengerSender {
  payload: string;
  title: string;
}

/** One messaging item from `psid` to `pageId` with the given event (message or postback). */
export function buildMessagingWebhook(
  sender: MessengerSender,
  event: Record<string, unknown>,
): Record<string, unknown> {
  const timestamp = sender.timestamp ?? Date.now();
  return {
    object: 'page',
    entry: [
      {
        id: sender.pageId,
        time: timestamp,
        messaging: [{ sender: { id: sender.psid }, recipient: { id: sender.pageId }, timestamp, ...event }],
      },
    ],
  };
}

export function buildMessengerTextWebhook(input: MessengerTextInput): Record<string, unknown> {
  return buildMessagingWebhook(input, { message: { mid: input.mid ?? newMid(), text: input.text } });
}

export function buildMessengerQuickReplyWebhook(input: MessengerQuickReplyInput): Record<string, unknown> {
  return buildMessagingWebhook(input, {
    message: { mid: input.mid ?? newMid(), text: input.text, quick_reply: { payload: input.payload } },
  });
}

export function buildMessengerPostbackWebhook(input: MessengerPostbackInput): Record<string, unknown> {
  return buildMessagingWebhook(input, {
    postback: { mid: input.mid ?? newMid(), title: input.title, payload: input.payload },
  });
}
