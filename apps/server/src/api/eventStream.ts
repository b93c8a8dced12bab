import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Server-sent events, the plumbing every live stream shares (the per-chatbot screens', the web
 * chat's, the team inbox's): headers, the heartbeat, and an end that runs once whoever calls it —
 * the client leaving, the session ending, the server stopping.
 */

/** A comment line now and then keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/** The ends of the streams open in a process. */
export type OpenStreams = Set<() => void>;

/** Open streams would keep the server from closing: they end when it stops. */
export function endStreamsOnClose(api: FastifyInstance): OpenStreams {
  const open: OpenStreams = new Set();
  api.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  return open;
}

/** One event as the stream carries it. */
export const eventFrame = (event: string, data: unknown): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

interface EventStreamOptions {
  /** Starts following what the stream carries (`write` takes whole frames); gives back the stop. */
  subscribe: (write: (frames: string) => void) => () => void;
  /** Takes the stream's end for whoever else may end it (its session); gives back its release, or undefined to refuse. */
  hold?: (end: () => void) => (() => void) | undefined;
  heartbeatMs?: number;
}

/** Opens the event stream; false when `hold` refused it (nothing was sent then). */
export function openEventStream(
  reply: FastifyReply,
  open: OpenStreams,
  { subscribe, hold, heartbeatMs = HEARTBEAT_MS }: EventStreamOptions,
): boolean {
  let ended = false;
  let release: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let unsubscribe = (): void => {};
  const raw = reply.raw;
  const end = (): void => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    release?.();
    open.delete(end);
    raw.end();
  };
  if (hold) {
    release = hold(end);
    if (!release) return false;
  }
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  // i18n-exempt: an event-stream comment, which EventSource discards: never shown
  raw.write(': connecté\n\n');
  unsubscribe = subscribe((frames) => raw.write(frames));
  heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
  open.add(end);
  // The response's close, not the request's: a request stream closes as soon as its (empty) body
  // has been read, which would end the stream at once.
  raw.on('close', end);
  return true;
}
