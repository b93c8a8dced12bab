import { ORPCError } from '@orpc/server';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  507: 'INSUFFICIENT_STORAGE',
};

/**
 * The one way handlers refuse a request: an HTTP status and the French message the screen shows.
 * `extra` lands in the error body next to `error` and `message` (e.g. existingData, captcha).
 */
export function apiError(
  status: number,
  message: string,
  extra?: Record<string, unknown>,
): ORPCError<string, unknown> {
  return new ORPCError(CODE_BY_STATUS[status] ?? 'ERROR', { status, message, data: extra });
}
