import { messages as texts } from '@griot/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../api/appContext';
import { endStreamsOnClose, eventFrame, openEventStream } from '../../api/eventStream';
import { requestCallSession } from '../../api/requestSession';
import { sendApiError } from '../../api/sendApiError';
import type { ActiveWorkspace, ResolvedSession } from '../../api/sessions';
import { checkWebChatToken } from '../../channels/web/webChatTokens';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { isUuid } from '../../lib/isUuid';
import { currentServerLanguage } from '../../lib/requestLanguage';
import type { LiveSubscriber } from '../../runtime/liveHub';
import { MAX_STREAMS_PER_SESSION } from '../../runtime/sessionStreams';

/**
 * Server-sent events: GET /api/strong/chat/{chatbotId}/events for the conversation screen (bearer
 * token, owner only; `message` and `conversation` events; it ends with its session, and one
 * session holds at most MAX_STREAMS_PER_SESSION of them) and GET /api/webchat/{chatbotId}/events
 * for a web-chat visitor (visitor id + token; `message` events of that conversation only).
 */
export function registerLiveEvents(api: FastifyInstance, services: Services): void {
  const open = endStreamsOnClose(api);
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
    const opened = openEventStream(reply, open, {
      subscribe: (write) =>
        followChatbot(services, chatbotId, {
          message: (payload) => write(eventFrame('message', payload)),
          conversation: (summary) => write(eventFrame('conversation', summary)),
        }),
      hold: (end) => streams.add(session.sessionId, end),
    });
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
      openEventStream(reply, open, {
        subscribe: (write) =>
          followChatbot(services, chatbotId, {
            usertel: visitorId,
            message: (payload) => write(eventFrame('message', payload.message)),
          }),
      });
    },
  );
}

/** The chatbot's live events; what they carry is read in the stream's language (a failed message's reason). */
function followChatbot(
  services: Services,
  chatbotId: string,
  subscriber: Omit<LiveSubscriber, 'language'>,
): () => void {
  return services.runtime.live.subscribe(chatbotId, { ...subscriber, language: currentServerLanguage() });
}
