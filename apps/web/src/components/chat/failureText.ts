import { classifyApiError } from '../../lib/apiErrors';
import { apiFailureMessage } from '../../lib/apiFailureMessage';
import { conversationTexts } from './conversationTexts';

/** The server's message (in the language shown) when it sent one, the unreachable text when no answer came, else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  return apiFailureMessage(classifyApiError(error), fallback, conversationTexts.unreachable);
}

/** True for a 404 answer: unknown chatbot or conversation. */
export function isNotFound(error: unknown): boolean {
  const failure = classifyApiError(error);
  return failure.kind === 'response' && failure.status === 404;
}
