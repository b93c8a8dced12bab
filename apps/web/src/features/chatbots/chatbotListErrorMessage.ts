import { messages } from '@griot/contract/messages';
import type { ApiFailure } from '../../lib/apiErrors';
import { serverErrorText } from '../../lib/serverErrorText';
import { chatbotTexts } from './chatbotTexts';

/** Why the list could not load: a call's failure, or a stored session missing what the call needs. */
export type ChatbotListFailure = ApiFailure | { kind: 'noUser' } | { kind: 'noToken' };

/**
 * The list's error catalogue. Null means "no error": a 404 shows an
 * empty list.
 */
export function chatbotListErrorMessage(failure: ChatbotListFailure): string | null {
  const t = chatbotTexts.list;
  switch (failure.kind) {
    case 'noUser':
      return t.userMissing;
    case 'noToken':
      return t.tokenMissing;
    case 'response':
      if (failure.status === 401) return messages.session.expired;
      if (failure.status === 404) return null;
      if (failure.status === 500) return serverErrorText(failure) ?? messages.common.internal;
      return t.loadFailedWithStatus({ status: failure.status });
    case 'network':
    case 'timeout':
      return t.unreachable;
    default:
      return t.loadFailed;
  }
}

/**
 * The error state offers to log in again when the message asks for it: the session's own messages
 * (in the language shown), or a French server text that says 'reconnecter'.
 */
export function asksToReconnect(message: string): boolean {
  const t = chatbotTexts.list;
  return (
    message === t.userMissing ||
    message === t.tokenMissing ||
    message === messages.session.expired ||
    message.includes('reconnecter')
  );
}
