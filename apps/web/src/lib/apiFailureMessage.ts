import type { ApiFailure } from './apiErrors';
import { serverErrorText } from './serverErrorText';

/**
 * The toast text of a failed chatbot action: the server's
 * text (in the language shown) when it sent one, the unreachable text when no answer came, else the fallback.
 */
export function apiFailureMessage(
  failure: ApiFailure,
  fallback: string,
  unreachable: string = fallback,
): string {
  if (failure.kind === 'network' || failure.kind === 'timeout') return unreachable;
  return serverErrorText(failure) ?? fallback;
}
