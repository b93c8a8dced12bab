import { Readable } from 'node:stream';
import { broadcastMessages } from '@griot/contract/broadcasts/broadcastMessages';
import { campaignResultsMessages as m } from '@griot/contract/campaigns/results/campaignResultsMessages';
import { messages } from '@griot/contract/messages';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../../api/apiError';
import type { Services } from '../../../api/appContext';
import { requestCallSession } from '../../../api/requestSession';
import { sendApiError } from '../../../api/sendApiError';
import { isUuid } from '../../../lib/isUuid';
import { createStreamSlots } from '../../../lib/streamSlots';
import { type CampaignReportFile, prepareCampaignReportCsv } from './campaignReportCsv';
import type { CampaignResultsWords } from './campaignResultsWords';

/** Reports one workspace downloads at once in one process: each holds a connection (its cursor). */
export const CAMPAIGN_REPORTS_PER_WORKSPACE = 2;

/**
 * GET /broadcasts/{id}/report.csv as a plain route: the file downloads (Content-Disposition:
 * attachment) and is written as its rows are read. Access 'campaignResults.report' (an editor);
 * another workspace's campaign: 404 with the JSON French error, no file.
 */
export function registerCampaignReport(
  api: FastifyInstance,
  services: Services,
  words: CampaignResultsWords,
): void {
  const slots = createStreamSlots(CAMPAIGN_REPORTS_PER_WORKSPACE);
  api.get<{ Params: { id: string } }>('/broadcasts/:id/report.csv', async (request, reply) => {
    let file: CampaignReportFile;
    let workspaceId: string;
    try {
      const { workspace } = await requestCallSession(
        services.db,
        request.headers.authorization,
        'campaignResults.report',
      );
      if (!workspace) throw apiError(404, messages.chatbots.notFound);
      workspaceId = workspace.id;
      if (!isUuid(request.params.id)) throw apiError(404, broadcastMessages.campaignUnknown);
      if (slots.full(workspaceId)) throw apiError(429, m.report.busy);
      file = await prepareCampaignReportCsv(services.db, workspaceId, request.params.id, {
        words,
        publicUrl: services.config.publicUrl,
      });
    } catch (error) {
      return sendApiError(reply, error, request.log);
    }
    slots.holdUntilClosed(workspaceId, reply.raw);
    const stream = Readable.from(file.lines, { objectMode: false });
    stream.on('error', (error) =>
      request.log.error({ err: error }, 'campaign report failed while streaming'),
    );
    const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_');
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=utf-8''${encodeURIComponent(file.fileName)}`,
      )
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
