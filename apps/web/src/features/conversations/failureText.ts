import { classifyApiError } from '../../lib/apiErrors';
import { conversationTexts as t } from './conversationTexts';

/** The server's French message when it sent one, the unreachable text when no answer came, else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  const failure = classifyApiError(error);
  if (failure.kind === 'network' || failure.kind === 'timeout') return t.unreachable;
  if (failure.kind !== 'response') return fallback;
  const { error: bodyError, message } = failure.body;
  if (typeof bodyError === 'string' && bodyError.trim()) return bodyError;
  if (typeof message === 'string' && message.trim()) return message;
  return fallback;
}

/** True for a 404 answer: unknown chatbot or conversation. */
export function isNotFound(error: unknown): boolean {
  const failure = classifyApiError(error);
  return failure.kind === 'response' && failure.status === 404;
}
