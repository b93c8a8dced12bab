import type { MediaKind, UserInputEvent } from '@griot/flow-engine/engineTypes';

/** Details of a media message the engine event does not carry (the runtime downloads by id). */
export interface WhatsAppMedia {
  kind: MediaKind;
  /** Media id: `GET /{media-id}` gives a URL valid 5 minutes. */
  id: string;
  mimeType?: string;
  sha256?: string;
  caption?: string;
  filename?: string;
  /** An audio recorded in the app (a voice note) rather than a shared file. */
  voice?: boolean;
}

/** One end-user message of a webhook, ready for the runtime. */
export interface InboundWhatsAppMessage {
  /** The business number that received it (`metadata.phone_number_id`). */
  phoneNumberId: string;
  displayPhoneNumber?: string;
  /** The WhatsApp Business Account id (`entry[].id`). */
  wabaId?: string;
  /** The user's phone number (`from` / `wa_id`); missing for username-only users. */
  waId?: string;
  /** The business-scoped user id (`from_user_id` / `contacts[].user_id`). */
  userId?: string;
  /** Who to answer and key the end-user by: `waId` when known, else `userId`. */
  identity: string;
  profileName?: string;
  /** The wamid: deduplicate by it. */
  id: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** The message this one answers (a button tap, a location sent after a request). */
  contextId?: string;
  /** The raw WhatsApp type (text, interactive, button, image...). */
  type: string;
  event: UserInputEvent;
  media?: WhatsAppMedia;
}

/** A WhatsApp error as found in statuses, messages and Graph responses. */
export interface WhatsAppError {
  code: number;
  title: string;
  message: string;
  details: string;
}

/** The delivery states of an outbound message. */
export type WhatsAppStatusValue = 'sent' | 'delivered' | 'read' | 'failed' | 'played';

/** One status update of a message we sent. */
export interface WhatsAppStatus {
  phoneNumberId: string;
  /** The wamid returned when we sent it. */
  id: string;
  status: WhatsAppStatusValue;
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** `recipient_id`, or the business-scoped user id for username-only users. */
  recipient?: string;
  /** `biz_opaque_callback_data` we set on the send (our message id): finds a send a crash left unrecorded. */
  callbackData?: string;
  errors: WhatsAppError[];
}

/** What a webhook POST contained; `problems` lists what was skipped, for the log. */
export interface WhatsAppWebhook {
  messages: InboundWhatsAppMessage[];
  statuses: WhatsAppStatus[];
  problems: string[];
}
