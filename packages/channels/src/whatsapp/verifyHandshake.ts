import { isRecord } from '../isRecord';

/** The answer to Meta's GET handshake: 200 with `challenge` as the body, or a 4xx. */
export type HandshakeResult = { ok: true; challenge: string } | { ok: false };

/**
 * Meta's webhook verification (WhatsApp and Messenger): `hub.mode=subscribe`, `hub.verify_token`
 * equal to one of `acceptedTokens` (the chatbot's keyword_webhook, the global token), and
 * `hub.challenge` returned unchanged as an opaque string. Empty tokens never match, so an unset
 * configuration cannot open the door.
 */
export function verifyHandshake(query: unknown, acceptedTokens: readonly string[]): HandshakeResult {
  if (!isRecord(query)) return { ok: false };
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') {
    return { ok: false };
  }
  if (token === '' || challenge === '') return { ok: false };
  const accepted = acceptedTokens.some((candidate) => candidate !== '' && candidate === token);
  return accepted ? { ok: true, challenge } : { ok: false };
}
