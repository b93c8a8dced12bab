import { randomBytes } from 'node:crypto';

/** The verify token of the WhatsApp webhook handshake: random, one per chatbot. */
export function newWebhookKeyword(): string {
  return `griot_${randomBytes(12).toString('hex')}`;
}
