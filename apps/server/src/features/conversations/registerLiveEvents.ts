import { messages as texts } from '@griot/contract/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../../api/appContext';
import { requestCallSession } from '../../api/requestSession';
import { sendApiError } from '../../api/sendApiError';
import type { ActiveWorkspace, ResolvedSession } from '../../api/sessions';
import { checkWebChatToken } from '../../channels/web/webChatTokens';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { isUuid } from '../../lib/isUuid';
import { currentServerLanguage } from '../../lib/requestLanguage';
import type { LiveSubscriber } from '../../runtime/liveHub';
import { MAX_STREAMS_PER_SESSION } from '../../runtime/sessionStreams';

/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events: GET /api/strong/chat/{chatbotId}/events for the conversation screen (bearer
 * token, owner only; `message` and `conversation` events; it ends with its session, and one
 * session holds at most MAX_STREAMS_PER_SESSION of them) and GET /api/webchat/{chatbotId}/events
 * for a web-chat visitor (visitor id + token; `message` events of that conversation only).
 */
export function registerLiveEvents(api: FastifyInstance, services: Services): void {
  // Open streams would keep the server from closing: end them when it stops.
  const open = new Set<() => void>();
  api.addHook('preClose', async () => {
    for (const end of open) end();
  });
  api.get<{ Params: { chatbotId: string } }>('/strong/chat/:chatbotId/events', async (request, reply) => {
    let workspaceId: string;
    let session: ResolvedSession;
    try {
      // Whoever may read the conversations may follow them live.
      const access = await requestCallSession(
        services.db,
        request.headers.authorization,
        'conversations.list',
      );
      session = access.session;
      workspaceId = (access.workspace as ActiveWorkspace).id;
    } catch (error) {
      return sendApiError(reply, error, request.log);
    }
    const { chatbotId } = request.params;
    const owned = isUuid(chatbotId)
      ? await requireOwnedChatbot(services.db, workspaceId, chatbotId).catch(() => undefined)
      : undefined;
    if (!owned)
      return reply
        .code(404)
        .send({ success: false, error: texts.chatbots.notFound, message: texts.chatbots.notFound });
    const streams = services.runtime.live.sessions;
    const opened = stream(
      reply,
      services,
      open,
      chatbotId,
      (send) => ({
        message: (payload) => send('message', payload),
        conversation: (summary) => send('conversation', summary),
      }),
      (end) => streams.add(session.sessionId, end),
    );
    if (!opened) {
      const message = texts.conversations.tooManyLiveStreams({ max: MAX_STREAMS_PER_SESSION });
      return reply.code(429).send({ success: false, error: message, message });
    }
  });

  api.get<{ Params: { chatbotId: string }; Querystring: { visitor_id?: string; token?: string } }>(
    '/webchat/:chatbotId/events',
    async (request, reply) => {
      const { chatbotId } = request.params;
      const { visitor_id: visitorId = '', token = '' } = request.query;
      if (!isUuid(chatbotId) || !checkWebChatToken(services.config.secretKey, chatbotId, visitorId, token)) {
        const message = texts.conversations.invalidWebChatSession;
        return reply.code(401).send({ success: false, error: message, message });
      }
      stream(reply, services, open, chatbotId, (send) => ({
        usertel: visitorId,
        message: (payload) => send('message', payload.message),
      }));
    },
  );
}

/**
 * Opens the event stream; false when `hold` refused it (nothing was sent then). `hold` takes the
 * stream's end for whoever else may end it (its session) and gives back its release.
 */
function stream(
  reply: FastifyReply,
  services: Services,
  open: Set<() => void>,
  chatbotId: string,
  subscriber: (send: (event: string, data: unknown) => void) => LiveSubscriber,
  hold?: (end: () => void) => (() => void) | undefined,
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
  const send = (event: string, data: unknown): void => {
    raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  // What it carries is read in the stream's language (a failed message's reason).
  unsubscribe = services.runtime.live.subscribe(chatbotId, {
    ...subscriber(send),
    language: currentServerLanguage(),
  });
  heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  open.add(end);
  // The response's close, not the request's: a request stream closes as soon as its (empty) body
  // has been read, which would end the stream at once.
  raw.on('close', end);
  return true;
}
