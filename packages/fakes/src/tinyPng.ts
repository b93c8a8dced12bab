import { createHash } from 'node:crypto';

/** A valid 1×1 PNG: what the WhatsApp fake serves for every media id (media download tests). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Its SHA-256 in hex, as Graph reports it in media metadata and inbound media messages. */
export const TINY_PNG_SHA256 = createHash('sha256').update(TINY_PNG).digest('hex');
