import { randomBytes } from 'node:crypto';

/**
 * Message ids shaped like the platforms': the runtime stores and matches them as opaque strings,
 * so they must be unique across restarts of the fake (random part) and look real (wamids are
 * base64 with `+`, `/` and `=` padding, which catches code that puts them in URLs unescaped).
 */
export function newWamid(): string {
  return `wamid.HBgL${randomBytes(34).toString('base64')}`;
}

/** A Messenger message id (`mid`). */
export function newMid(): string {
  return `m_${randomBytes(30).toString('base64url')}`;
}

/** A Graph trace id, as found in every Graph error body. */
export function newFbtraceId(): string {
  return randomBytes(8).toString('base64url');
}

/** Unix time in seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
