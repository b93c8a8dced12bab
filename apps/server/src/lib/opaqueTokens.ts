import { createHash, randomBytes } from 'node:crypto';

/**
 * A random token for a link or a session (256 bits), with the prefix telling what it is when one
 * shows up in a log. Only `hashToken(token)` is stored.
 */
export function createOpaqueToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/** SHA-256 is enough here: the token has 256 bits of entropy, nothing to slow-hash against. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
