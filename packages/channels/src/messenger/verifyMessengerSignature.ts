import { verifyHubSignature } from '../verifyHubSignature';

/**
 * Checks `X-Hub-Signature-256` of a Messenger webhook POST, exactly as WhatsApp's: HMAC-SHA256 of
 * the raw bytes with the app secret, compared in constant time. The GET handshake is the same too:
 * use `verifyHandshake` from the WhatsApp folder.
 */
export function verifyMessengerSignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  return verifyHubSignature(rawBody, header, appSecret);
}
