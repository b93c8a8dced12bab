import { createHmac } from 'node:crypto';

/**
 * Meta's `X-Hub-Signature-256` value for a body: `sha256=` and the hex HMAC-SHA256 of the exact
 * bytes with the app secret. Exported so load generators can pre-sign bodies they build once.
 */
export function signBody(raw: Buffer | string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}
