import { messages } from '@griot/contract/messages';
import { ORPCError } from '@orpc/server';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { encodeErrorBody } from './errorResponses';

/**
 * Answers what a plain Fastify route (one that streams its answer) threw with the body a
 * procedure would have: the apiError's status and French message, or a logged 500.
 */
export function sendApiError(reply: FastifyReply, error: unknown, log: FastifyBaseLogger): FastifyReply {
  if (error instanceof ORPCError)
    return reply.code(error.status).type('application/json').send(encodeErrorBody(error));
  log.error({ err: error }, 'streamed route failed');
  const message = messages.common.internal;
  return reply.code(500).type('application/json').send({ success: false, error: message, message });
}
