import { classifyApiError } from '../../lib/apiErrors';

/** The message of the server's answer to a failed call, or the form's own text when there is none. */
export function responseMessage(error: unknown, fallback: string): string {
  const failure = classifyApiError(error);
  return failure.kind === 'response' && failure.message ? failure.message : fallback;
}
