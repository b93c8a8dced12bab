import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../api/appContext';
import { requestCallSession } from '../../api/requestSession';
import { sendApiError } from '../../api/sendApiError';
import type { ActiveWorkspace } from '../../api/sessions';
import { MAX_STREAMS_PER_SESSION } from '../../runtime/sessionStreams';
import { type InboxChange, InboxEventHub } from './inboxEventHub';

/** A comment line now and then keeps proxies from closing an idle stream. */
export const INBOX_HEARTBEAT_MS = 25_000;

/**
 * GET /api/inbox/events: server-sent events for the team inbox's screens. Whoever may read the
 * inbox (inbox.list) follows its workspace's conversations: an `event: conversation` with
 * `{"id", "chatbot_id", "status", "assignee_id"}` for each one that changed, whichever server
 * process changed it, at most four times a second. It ends with the session — or the membership:
 * a member removed loses it at once — and one session holds at most MAX_STREAMS_PER_SESSION
 * streams in a process (the conversation screens' included).
 */
export function registerInboxEvents(
  api: FastifyInstance,
  services: Services,
  heartbeatMs = INBOX_HEARTBEAT_MS,
): InboxEventHub {
  const hub = new InboxEventHub(services.db, services.runtime.live, (error) =>
    services.log.error({ err: error }, 'inbox events failed'),
  );
  // Open streams would keep the server from closing: end them when it stops.
  const open = new Set<() => void>();
  api.addHook('preClose', async () => {
    for (const end of [...open]) end();
    hub.stop();
  });
  api.get('/inbox/events', async (request, reply) => {
    let access: Awaited<ReturnType<typeof requestCallSession>>;
    try {
      access = await requestCallSession(services.db, request.headers.authorization, 'inbox.list');
    } catch (error) {
      return sendApiError(reply, error, request.log);
    }
    const workspaceId = (access.workspace as ActiveWorkspace).id;
    let ended = false;
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
    const release = services.runtime.live.sessions.add(access.session.sessionId, end);
    if (!release) {
      const message = m.tooManyLiveStreams({ max: MAX_STREAMS_PER_SESSION });
      return reply.code(429).send({ success: false, error: message, message });
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
    unsubscribe = hub.subscribe(workspaceId, (changes: InboxChange[]) => {
      raw.write(changes.map((change) => `event: conversation\ndata: ${JSON.stringify(change)}\n\n`).join(''));
    });
    heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
    open.add(end);
    // The response's close, not the request's (which closes once its empty body is read).
    raw.on('close', end);
  });
  return hub;
}
