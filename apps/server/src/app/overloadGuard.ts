import underPressure from '@fastify/under-pressure';
import { messages } from '@griot/contract/messages';
import type { FastifyInstance } from 'fastify';

export interface OverloadLimits {
  /** Event-loop delay (ms) past which new requests get a 503 instead of waiting. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation (0-1) past which new requests get a 503. */
  maxEventLoopUtilization: number;
  /** Seconds the 503's Retry-After asks clients (and Meta's webhook retries) to wait. */
  retryAfterSeconds: number;
  sampleIntervalMs: number;
}

export const DEFAULT_OVERLOAD_LIMITS: OverloadLimits = {
  maxEventLoopDelayMs: 1_000,
  maxEventLoopUtilization: 0.98,
  retryAfterSeconds: 10,
  sampleIntervalMs: 1_000,
};

/**
 * Graceful overload: when the event loop lags, new requests are answered at once with a French
 * 503 and Retry-After (platforms retry webhooks later, screens show the message) instead of
 * piling up in a loop that answers nobody. The health routes stay reachable.
 *
 * Utilisation is measured over the last sample interval ('interval' mode): the plugin's default
 * averages it since start, which refused every request for about a second after each start
 * (start-up work counted as load) and, after hours of quiet, would never see a real overload.
 * The samples that include start-up work are ignored: the guard acts from two intervals after
 * the server is ready.
 */
export async function registerOverloadGuard(
  app: FastifyInstance,
  limits: OverloadLimits = DEFAULT_OVERLOAD_LIMITS,
): Promise<void> {
  let guardFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    guardFrom = Date.now() + 2 * limits.sampleIntervalMs;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    retryAfter: limits.retryAfterSeconds,
    sampleInterval: limits.sampleIntervalMs,
    exposeStatusRoute: false,
    // Answering here ends the request: Fastify runs nothing more for a reply already sent.
    pressureHandler: (request, reply, type) => {
      if (Date.now() < guardFrom) return;
      if (request.url.startsWith('/api/health') || request.url.startsWith('/api/ready')) return;
      // A platform's delivery is refused by the inbox's backlog (InboxBacklog), not by a busy
      // second: a burst the workers absorb in a few seconds is taken in full. A loop stalled for
      // a whole second is another matter: then it is refused like any request.
      if (type === 'eventLoopUtilization' && request.url.startsWith('/api/pipeline/')) return;
      const message = messages.common.overloaded;
      reply.log.warn({ type }, 'request refused: server overloaded');
      void reply
        .code(503)
        .header('Retry-After', String(limits.retryAfterSeconds))
        .type('application/json; charset=utf-8')
        .send({ success: false, error: message, message });
    },
  });
}
