import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { messages as texts } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';

/**
 * A web-chat visitor proves who they are with an HMAC of (chatbot, visitor id) under SECRET_KEY:
 * no table to keep, and one visitor cannot read another's conversation by guessing an id.
 */
export function webChatToken(secretKey: Buffer, chatbotId: string, visitorId: string): string {
  return createHmac('sha256', secretKey).update(`webchat:${chatbotId}:${visitorId}`).digest('base64url');
}

export function checkWebChatToken(
  secretKey: Buffer,
  chatbotId: string,
  visitorId: string,
  token: string,
): boolean {
  const expected = Buffer.from(webChatToken(secretKey, chatbotId, visitorId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The visitor's token checked, or a French 401. */
export function requireWebChatVisitor(
  secretKey: Buffer,
  chatbotId: string,
  visitorId: string,
  token: string,
): void {
  if (!checkWebChatToken(secretKey, chatbotId, visitorId, token))
    throw apiError(401, texts.conversations.invalidWebChatSession);
}

/** Visitors of the embedded widget get `web-…`; the playground's test conversations `test-…`. */
export function newVisitorId(prefix: 'web' | 'test'): string {
  return `${prefix}-${randomUUID()}`;
}
