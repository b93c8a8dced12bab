import type { ErrorBody } from '@griot/contract/errorBody';
import { ORPCError } from '@orpc/client';

/** What went wrong with a call, in the terms the screens' error messages use. */
export type ApiFailure =
  | { kind: 'response'; status: number; message: string; body: Partial<ErrorBody> }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'unknown'; error: unknown };

export function classifyApiError(error: unknown): ApiFailure {
  if (error instanceof ORPCError) {
    const body: Partial<ErrorBody> = typeof error.data === 'object' && error.data !== null ? error.data : {};
    return { kind: 'response', status: error.status, message: error.message, body };
  }
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return { kind: 'timeout' };
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'unknown', error };
}
