import type { ErrorBody } from '@griot/contract/errorBody';
import { messages } from '@griot/contract/messages';
import { ORPCError, ValidationError } from '@orpc/server';

/** Encodes every oRPC error as `{ success: false, error, message, ...extra }`. */
export function encodeErrorBody(error: ORPCError<string, unknown>): ErrorBody {
  const extra = isRecord(error.data) ? error.data : {};
  return { ...extra, success: false, error: error.message, message: error.message };
}

/**
 * Turns what a procedure threw into the error the client sees. Input validation failures become a
 * 400 carrying the first issue's French message (the schemas hold the spec's texts, Zod's own are
 * set to French) and the field it concerns. Anything else unexpected, output validation included,
 * is our bug: logged, and a 500 with a French message.
 */
export function toClientError(
  error: unknown,
  logUnexpected: (error: unknown) => void,
): ORPCError<string, unknown> {
  if (!(error instanceof ORPCError)) {
    logUnexpected(error);
    return new ORPCError('INTERNAL_SERVER_ERROR', {
      status: 500,
      message: messages.common.internal,
      cause: error,
    });
  }
  if (!(error.cause instanceof ValidationError)) return error;
  if (error.code !== 'BAD_REQUEST') {
    logUnexpected(error.cause);
    return new ORPCError('INTERNAL_SERVER_ERROR', {
      status: 500,
      message: messages.common.internal,
      cause: error,
    });
  }
  const issue = error.cause.issues[0];
  const field = issue?.path
    ?.map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment)))
    .join('.');
  return new ORPCError('BAD_REQUEST', {
    status: 400,
    message: issue?.message ?? messages.common.invalidRequest,
    data: field ? { field } : undefined,
    cause: error.cause,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
