import { verifyHubSignature } from '../verifyHubSignature';

/**
 * Checks `X-Hub-Signature-256` of a WhatsApp webhook POST: `sha256=<hex>` of the HMAC-SHA256 of
 * the raw bytes with the app secret, compared in constant time. Missing or malformed → false.
 */
export function verifyWhatsAppSignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  return verifyHubSignature(rawBody, header, appSecret);
}
