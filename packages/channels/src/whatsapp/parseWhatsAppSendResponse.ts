import { isRecord, readArray, readRecord, readString } from '../isRecord';

/** What a 200 from POST /{phone_number_id}/messages tells us. */
export interface WhatsAppSendResult {
  /** The wamid: later status webhooks refer to it. */
  messageId: string;
  /** The recipient's WhatsApp id as resolved by Meta (may differ in format from what we sent). */
  waId?: string;
  /** "accepted", "held_for_quality_assessment" or "paused", for template sends. */
  messageStatus?: string;
}

/**
 * Reads a successful send response `{ messaging_product, contacts: [{ input, wa_id }], messages:
 * [{ id, message_status? }] }`. Undefined when there is no message id: the send cannot be tracked,
 * and the caller should treat it as an error. A 200 means accepted, not delivered.
 */
export function parseWhatsAppSendResponse(body: unknown): WhatsAppSendResult | undefined {
  if (!isRecord(body)) return undefined;
  const message = readArray(body, 'messages').find(isRecord);
  const messageId = message && readString(message, 'id');
  if (!message || messageId === undefined) return undefined;
  const contact = readArray(body, 'contacts').find(isRecord);
  const waId = contact && readString(contact, 'wa_id');
  const messageStatus = readString(message, 'message_status');
  return {
    messageId,
    ...(waId === undefined ? {} : { waId }),
    ...(messageStatus === undefined ? {} : { messageStatus }),
  };
}

/** True when the body is a Graph error envelope rather than a send result. */
export function isGraphErrorBody(body: unknown): boolean {
  return isRecord(body) && readRecord(body, 'error') !== undefined;
}
