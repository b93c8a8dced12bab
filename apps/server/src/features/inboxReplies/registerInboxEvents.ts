import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../api/appContext';
import { endStreamsOnClose, eventFrame, HEARTBEAT_MS, openEventStream } from '../../api/eventStream';
import { requestCallSession } from '../../api/requestSession';
import { sendApiError } from '../../api/sendApiError';
import type { ActiveWorkspace } from '../../api/sessions';
import { MAX_STREAMS_PER_SESSION } from '../../runtime/sessionStreams';
import { type InboxChange, InboxEventHub } from './inboxEventHub';

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
  heartbeatMs = HEARTBEAT_MS,
): InboxEventHub {
  const hub = new InboxEventHub(services.db, services.runtime.live, (error) =>
    services.log.error({ err: error }, 'inbox events failed'),
  );
  const open = endStreamsOnClose(api);
  // After the streams' ends (the hooks run in order), which unsubscribe from it.
  api.addHook('preClose', async () => hub.stop());
  api.get('/inbox/events', async (request, reply) => {
    let access: Awaited<ReturnType<typeof requestCallSession>>;
    try {
      access = await requestCallSession(services.db, request.headers.authorization, 'inbox.list');
    } catch (error) {
      return sendApiError(reply, error, request.log);
    }
    const workspaceId = (access.workspace as ActiveWorkspace).id;
    const opened = openEventStream(reply, open, {
      subscribe: (write) =>
        hub.subscribe(workspaceId, (changes: InboxChange[]) => {
          write(changes.map((change) => eventFrame('conversation', change)).join(''));
        }),
      hold: (end) => services.runtime.live.sessions.add(access.session.sessionId, end),
      heartbeatMs,
    });
    if (!opened) {
      const message = m.tooManyLiveStreams({ max: MAX_STREAMS_PER_SESSION });
      return reply.code(429).send({ success: false, error: message, message });
    }
  });
  return hub;
}
