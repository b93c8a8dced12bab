import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { isUuid } from '../lib/isUuid';
import { replaceUnstorableText } from '../lib/unstorableText';
import type { ChatbotRuntime } from '../runtime/chatbotRuntimeCache';
import type { Channel } from '../runtime/inboxEvent';
import type { Runtime } from '../runtime/runtime';

/**
 * What the three platform webhooks share: raw bodies (signatures cover the exact bytes), the
 * chatbot of the path, refusals as a 4xx with a log line, and JSON parsed only after the check.
 */

/**
 * The options of a platform's delivery route: Fastify's two lines per request ('incoming request',
 * 'request completed') are left out at info, as a thousand deliveries a second made them a fifth of
 * the server's CPU (measured by the burst benchmark at LOG_LEVEL=info) and a flood in the logs.
 * Refusals are still logged (warn), and /metrics keeps every route's latency.
 */
export const DELIVERY_ROUTE = { logLevel: 'warn' } as const;

/** In this plugin scope JSON bodies stay bytes, up to `bodyLimit`. */
export function keepRawJsonBodies(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
}

/** The chatbot of the path when it exists and runs on `channel`. */
export async function chatbotOfChannel(
  runtime: Runtime,
  id: string,
  channel: Channel,
): Promise<ChatbotRuntime | undefined> {
  const chatbot = isUuid(id) ? await runtime.chatbots.get(id) : undefined;
  return chatbot?.type === channel ? chatbot : undefined;
}

/** Answers a refusal with its reason (never a secret) and logs it. */
export function webhookRefusal(log: FastifyBaseLogger, channel: Channel) {
  return (reply: FastifyReply, status: number, reason: string, details: Record<string, unknown>) => {
    log.warn({ ...details, reason }, `${channel} webhook refused`);
    return reply.code(status).type('text/plain; charset=utf-8').send(reason);
  };
}

/**
 * The body as JSON, or undefined when it is missing or malformed. A platform's update is accepted
 * whatever its text holds (refusing it would make the platform retry it for days): characters
 * PostgreSQL cannot store (NUL, lone surrogates) become U+FFFD here, after the signature check.
 */
export function parseRawJson(body: unknown): { value: unknown } | undefined {
  if (!Buffer.isBuffer(body)) return undefined;
  try {
    const text = body.toString('utf8');
    const value: unknown = JSON.parse(text);
    // Such a character reaches JSON text only as an escape (a raw NUL is not JSON, a lone
    // surrogate is not UTF-8): without one, the walk through every key and string is skipped.
    return { value: MAYBE_UNSTORABLE.test(text) ? replaceUnstorableText(value) : value };
  } catch {
    return undefined;
  }
}

/** \u0000 or a surrogate's escape (\ud800-\udfff), also inside a JSON text held by a string. */
const MAYBE_UNSTORABLE = /\\u(?:0000|d[89a-f])/i;
