import type { ApiFailure } from './apiErrors';

/**
 * The text the server put in its error body (`error`, else `message`), in the language the screens
 * are shown in (every call sends it as Accept-Language), or null when the failure carries none: a
 * proxy's HTML page or a lost connection must not reach the screen as is.
 */
export function serverErrorText(failure: ApiFailure): string | null {
  if (failure.kind !== 'response') return null;
  const { error, message } = failure.body;
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof message === 'string' && message.trim()) return message;
  return null;
}
