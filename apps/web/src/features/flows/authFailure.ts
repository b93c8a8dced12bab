import { classifyApiError } from '../../lib/apiErrors';

/** A refused or expired session: the stored session is dead. */
export function isAuthFailure(error: unknown): boolean {
  const failure = classifyApiError(error);
  return failure.kind === 'response' && (failure.status === 401 || failure.status === 403);
}

export function hasStatus(error: unknown, status: number): boolean {
  const failure = classifyApiError(error);
  return failure.kind === 'response' && failure.status === status;
}

/** The server's message (in the caller's language) when it sent one, else the screen's own text. */
export function failureMessage(error: unknown, fallback: string): string {
  const failure = classifyApiError(error);
  return failure.kind === 'response' && failure.message ? failure.message : fallback;
}
