import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta's `X-Hub-Signature-256: sha256=<hex>` check (WhatsApp and Messenger): HMAC-SHA256 of the
 * raw request bytes keyed with the app secret. The bytes must be the ones received, since
 * re-serialised JSON hashes differently (Meta escapes non-ASCII as \uXXXX).
 */
export function verifyHubSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || !appSecret) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  const hex = match?.[1];
  if (hex === undefined) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const received = Buffer.from(hex, 'hex');
  // timingSafeEqual throws on different lengths; the regex already fixes it, this keeps it so.
  if (received.length !== expected.length) return false;
  return timingSafeEqual(received, expected);
}
