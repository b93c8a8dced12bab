import type { UserInputEvent } from '@griot/flow-engine/engineTypes';

/** One end-user action of a Messenger webhook, ready for the runtime. */
export interface InboundMessengerMessage {
  /** The Facebook page that received it (`recipient.id`). */
  pageId: string;
  /** The page-scoped user id: who to answer and to key the end-user by. */
  psid: string;
  /** `mid` (with `#n` for the second and later attachments of one message): deduplicate by it. */
  id: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  event: UserInputEvent;
}

/** What a webhook POST contained; `problems` lists what was skipped, for the log. */
export interface MessengerWebhook {
  messages: InboundMessengerMessage[];
  problems: string[];
}

/** A button of a button template. */
export type MessengerButton =
  | { type: 'postback'; title: string; payload: string }
  | { type: 'web_url'; title: string; url: string };

/** The `message` object of the Send API bodies Griot builds. */
export type MessengerMessage =
  | { text: string; quick_replies?: { content_type: 'text'; title: string; payload: string }[] }
  | {
      attachment:
        | { type: 'image' | 'audio' | 'file'; payload: { url: string; is_reusable: true } }
        | {
            type: 'template';
            payload: { template_type: 'button'; text: string; buttons: MessengerButton[] };
          };
    };

/** One body for POST {GRAPH}/{version}/me/messages?access_token=<page token>. */
export interface MessengerSendBody {
  recipient: { id: string };
  messaging_type: 'RESPONSE';
  message: MessengerMessage;
}
