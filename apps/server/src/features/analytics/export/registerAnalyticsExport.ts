import { Readable } from 'node:stream';
import { analyticsMessages } from '@griot/contract/analytics/analyticsMessages';
import { messages } from '@griot/contract/messages';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../../api/apiError';
import type { Services } from '../../../api/appContext';
import { requestCallSession } from '../../../api/requestSession';
import { sendApiError } from '../../../api/sendApiError';
import { createStreamSlots } from '../../../lib/streamSlots';
import { prepareAnalyticsCsv } from './analyticsCsvFile';

/**
 * Exports one workspace writes at once in one process: each holds a database connection (its
 * cursor) until the client has read the whole file.
 */
export const ANALYTICS_EXPORTS_PER_WORKSPACE = 2;

/**
 * GET /analytics/export.csv as a plain route: the file downloads (Content-Disposition:
 * attachment) and is written as its rows are read (a cursor: a million rows in steady memory).
 * Access 'analytics.export' (an editor); another workspace's chatbot: 404; a bad table or period:
 * the JSON French error, no file.
 */
export function registerAnalyticsExport(api: FastifyInstance, services: Services): void {
  const slots = createStreamSlots(ANALYTICS_EXPORTS_PER_WORKSPACE);
  api.get<{ Querystring: Record<string, unknown> }>('/analytics/export.csv', async (request, reply) => {
    let file: Awaited<ReturnType<typeof prepareAnalyticsCsv>>;
    let workspaceId: string;
    try {
      const { workspace } = await requestCallSession(
        services.db,
        request.headers.authorization,
        'analytics.export',
      );
      if (!workspace) throw apiError(404, messages.chatbots.notFound);
      workspaceId = workspace.id;
      if (slots.full(workspaceId)) throw apiError(429, analyticsMessages.exportBusy);
      file = await prepareAnalyticsCsv(services.db, workspaceId, request.query);
    } catch (error) {
      return sendApiError(reply, error, request.log);
    }
    slots.holdUntilClosed(workspaceId, reply.raw);
    const stream = Readable.from(file.lines, { objectMode: false });
    stream.on('error', (error) =>
      request.log.error({ err: error }, 'analytics export failed while streaming'),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${file.fileName}"; filename*=utf-8''${file.fileName}`,
      )
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
