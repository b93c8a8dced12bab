import { isRecord } from '@griot/channels/isRecord';

/** The message types the fake accepts, each with its `<type>` object required. */
const TYPES = new Set([
  'text',
  'interactive',
  'image',
  'document',
  'audio',
  'video',
  'location',
  'template',
  'reaction',
]);

/** A send body the fake accepts: enough of it is typed for the recording. */
export type ValidSend = { kind: 'message'; to: string; type: string } | { kind: 'read'; messageId: string };

/**
 * Checks a `POST /{phone_number_id}/messages` body the way Graph does at its door: the product,
 * a recipient, a known type with its object. A string is what went wrong (Graph's code 100
 * details); deeper checks (lengths, button counts) belong to the renderer's own tests.
 * A read receipt (`status: "read"`, `message_id`) is accepted too, since runtimes send them.
 */
export function validateWhatsAppSend(body: unknown): ValidSend | string {
  if (!isRecord(body)) return 'The request body must be a JSON object';
  if (body.messaging_product !== 'whatsapp')
    return 'The parameter messaging_product is required and must be "whatsapp".';
  if (body.status === 'read') {
    return typeof body.message_id === 'string' && body.message_id !== ''
      ? { kind: 'read', messageId: body.message_id }
      : 'The parameter message_id is required.';
  }
  if (typeof body.to !== 'string' || body.to === '') return 'The parameter to is required.';
  const type = body.type ?? 'text';
  if (typeof type !== 'string' || !TYPES.has(type))
    return `Param type "${String(type)}" is not a valid message type.`;
  if (!isRecord(body[type])) return `The parameter ${type} is required.`;
  return { kind: 'message', to: body.to, type };
}
