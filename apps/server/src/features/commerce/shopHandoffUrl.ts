import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@griot/contract/auth/authSchemas';

/** The autoconnect link stays usable 5 minutes: long enough to open, too short to be worth stealing. */
const HANDOFF_TTL_MS = 5 * 60_000;

/**
 * `{shop}/autoconnect#<payload>`: the session encrypted with AES-256-GCM under the key shared with
 * the shop (iv, ciphertext and tag in base64url). A fragment never reaches any server's logs.
 * The shop receives who the user is, not Griot's bearer token.
 */
export function shopHandoffUrl(
  shopUrl: string,
  sharedKey: string,
  user: SessionUser,
  now = Date.now(),
): string {
  const payload = JSON.stringify({
    user,
    issuedAt: now,
    expiresAt: now + HANDOFF_TTL_MS,
    nonce: randomBytes(12).toString('hex'),
  });
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(sharedKey), iv);
  const ciphertext = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url');
  return `${shopUrl}/autoconnect#${sealed}`;
}

/** A 32-byte key given as 64 hex characters is used as is; any other text is hashed to 32 bytes. */
function deriveKey(sharedKey: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(sharedKey)
    ? Buffer.from(sharedKey, 'hex')
    : createHash('sha256').update(sharedKey).digest();
}
