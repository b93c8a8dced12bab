import { newWamid, nowSeconds } from './ids';
import { TINY_PNG_SHA256 } from './tinyPng';
import { whatsAppErrorObject } from './whatsAppErrors';

/**
 * Pure builders of WhatsApp Cloud API webhook bodies, shaped like Meta's: no IO, so a load
 * generator can build (and sign) thousands of bodies before the clock starts.
 */

/** Who wrote, to which business number; every field but phoneNumberId and from has a default. */
export interface WhatsAppSender {
  phoneNumberId: string;
  displayPhoneNumber?: string;
  /** The WhatsApp Business Account id (`entry[].id`). */
  wabaId?: string;
  /** The user's number (`from` / `wa_id`), digits only, e.g. 221770000001. */
  from: string;
  /** Profile name; defaults to "Awa Diop". */
  name?: string;
  /** The message's wamid; a unique one by default. */
  id?: string;
  /** Unix seconds; now by default. */
  timestamp?: number;
  /** The message this one answers (a button tap answers the message holding the buttons). */
  contextId?: string;
}

export interface TextInput extends WhatsAppSender {
  text: string;
}
export interface ButtonReplyInput extends WhatsAppSender {
  buttonId: string;
  title: string;
}
export interface ListReplyInput extends WhatsAppSender {
  rowId: string;
  title: string;
  description?: string;
}
export interface LocationInput extends WhatsAppSender {
  latitude: number;
  longitude: number;
  /** The place's name ('Médina, Dakar'); `name` is the sender's profile name, as for every message. */
  placeName?: string;
  address?: string;
}
export interface ImageInput extends WhatsAppSender {
  /** Defaults to a unique id; the fake's media endpoint serves a tiny PNG for any id. */
  mediaId?: string;
  mimeType?: string;
  sha256?: string;
  caption?: string;
}
export interface StatusInput {
  phoneNumberId: string;
  displayPhoneNumber?: string;
  wabaId?: string;
  /** The wamid the fake answered when the runtime sent the message. */
  wamid: string;
  status: 'sent' | 'delivered' | 'read' | 'failed' | 'played';
  /** The user's number (`recipient_id`). */
  recipient: string;
  timestamp?: number;
  /** For `failed`: codes are enough, titles and details come from Meta's catalog. */
  errors?: { code: number; title?: string; details?: string }[];
  /** Echoed from the send's `biz_opaque_callback_data`, as Meta does. */
  callbackData?: string;
}

const DEFAULT_WABA_ID = '102290129340398';
const DEFAULT_DISPLAY_NUMBER = '15550783881';

/** The envelope around one change value. */
export function wrapWhatsAppValue(
  value: Record<string, unknown>,
  wabaId = DEFAULT_WABA_ID,
): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: wabaId, changes: [{ value, field: 'messages' }] }],
  };
}

/** One inbound message from `sender`, with its type-specific fields. */
export function buildMessageWebhook(
  sender: WhatsAppSender,
  type: string,
  content: Record<string, unknown>,
): Record<string, unknown> {
  const message: Record<string, unknown> = {
    ...(sender.contextId === undefined
      ? {}
      : { context: { from: sender.phoneNumberId, id: sender.contextId } }),
    from: sender.from,
    id: sender.id ?? newWamid(),
    timestamp: String(sender.timestamp ?? nowSeconds()),
    type,
    [type]: content,
  };
  return wrapWhatsAppValue(
    {
      messaging_product: 'whatsapp',
      metadata: {
        display_phone_number: sender.displayPhoneNumber ?? DEFAULT_DISPLAY_NUMBER,
        phone_number_id: sender.phoneNumberId,
      },
      contacts: [{ profile: { name: sender.name ?? 'Awa Diop' }, wa_id: sender.from }],
      messages: [message],
    },
    sender.wabaId,
  );
}

export function buildTextWebhook(input: TextInput): Record<string, unknown> {
  return buildMessageWebhook(input, 'text', { body: input.text });
}

export function buildButtonReplyWebhook(input: ButtonReplyInput): Record<string, unknown> {
  return buildMessageWebhook(input, 'interactive', {
    type: 'button_reply',
    button_reply: { id: input.buttonId, title: input.title },
  });
}

export function buildListReplyWebhook(input: ListReplyInput): Record<string, unknown> {
  return buildMessageWebhook(input, 'interactive', {
    type: 'list_reply',
    list_reply: {
      id: input.rowId,
      title: input.title,
      ...(input.description === undefined ? {} : { description: input.description }),
    },
  });
}

export function buildLocationWebhook(input: LocationInput): Record<string, unknown> {
  return buildMessageWebhook(input, 'location', {
    latitude: input.latitude,
    longitude: input.longitude,
    ...(input.placeName === undefined ? {} : { name: input.placeName }),
    ...(input.address === undefined ? {} : { address: input.address }),
  });
}

export function buildImageWebhook(input: ImageInput): Record<string, unknown> {
  return buildMessageWebhook(input, 'image', {
    ...(input.caption === undefined ? {} : { caption: input.caption }),
    mime_type: input.mimeType ?? 'image/png',
    sha256: input.sha256 ?? TINY_PNG_SHA256,
    id: input.mediaId ?? String(Date.now()) + String(Math.floor(Math.random() * 1e6)),
  });
}

/** A delivery status of a message the business sent. */
export function buildStatusWebhook(input: StatusInput): Record<string, unknown> {
  const timestamp = String(input.timestamp ?? nowSeconds());
  const errors = input.errors?.map((error) => whatsAppErrorObject(error.code, error.title, error.details));
  return wrapWhatsAppValue(
    {
      messaging_product: 'whatsapp',
      metadata: {
        display_phone_number: input.displayPhoneNumber ?? DEFAULT_DISPLAY_NUMBER,
        phone_number_id: input.phoneNumberId,
      },
      statuses: [
        {
          id: input.wamid,
          status: input.status,
          timestamp,
          recipient_id: input.recipient,
          ...(input.callbackData === undefined ? {} : { biz_opaque_callback_data: input.callbackData }),
          ...(errors && errors.length > 0 ? { errors } : {}),
        },
      ],
    },
    input.wabaId,
  );
}
