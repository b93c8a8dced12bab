import { Readable } from 'node:stream';
import { contactMessages as m } from '@griot/contract/contacts/contactMessages';
import { messages } from '@griot/contract/messages';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../api/apiError';
import type { Services } from '../../api/appContext';
import { requestCallSession } from '../../api/requestSession';
import { sendApiError } from '../../api/sendApiError';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { isUuid } from '../../lib/isUuid';
import { createStreamSlots } from '../../lib/streamSlots';
import { subscribersCsv } from './subscribersCsv';

/** Subscriber files one workspace writes at once in one process: each holds a connection (its cursor). */
export const SUBSCRIBER_EXPORTS_PER_WORKSPACE = 2;

/**
 * GET /chatbots/{id}/subscribers.csv as a plain route, as the analytics export is: the file
 * downloads as an attachment and is written while a cursor reads the end-users (steady memory at
 * a million). Access 'contacts.export'; another workspace's chatbot: 404, in JSON, no file.
 */
export function registerSubscribersExport(api: FastifyInstance, services: Services): void {
  const slots = createStreamSlots(SUBSCRIBER_EXPORTS_PER_WORKSPACE);
  api.get<{ Params: { id: string } }>('/chatbots/:id/subscribers.csv', async (request, reply) => {
    let file: ReturnType<typeof subscribersCsv>;
    let workspaceId: string;
    try {
      const { workspace } = await requestCallSession(
        services.db,
        request.headers.authorization,
        'contacts.export',
      );
      if (!workspace || !isUuid(request.params.id)) throw apiError(404, messages.chatbots.notFound);
      workspaceId = workspace.id;
      const chatbot = await requireOwnedChatbot(services.db, workspaceId, request.params.id);
      if (slots.full(workspaceId)) throw apiError(429, m.exportBusy);
      file = subscribersCsv(services.db, chatbot);
    } catch (error) {
      return sendApiError(reply, error, request.log);
    }
    slots.holdUntilClosed(workspaceId, reply.raw);
    const stream = Readable.from(file.lines, { objectMode: false });
    stream.on('error', (error) =>
      request.log.error({ err: error }, 'subscribers export failed while streaming'),
    );
    const name = encodeURIComponent(file.fileName);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"; filename*=utf-8''${name}`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
