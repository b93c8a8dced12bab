import { workspaceProcedures } from '../../../api/procedures';
import { prepareCampaignReportCsv } from './campaignReportCsv';
import type { CampaignResultsWords } from './campaignResultsWords';
import { tagResponders } from './tagResponders';

/**
 * The handlers of campaignResultsContract (issue 24), shaped like it; `words` from the app (the
 * broadcasts' recipient errors in words). Over HTTP the streamed route registerCampaignReport
 * answers the report first; this one builds the same file whole for oRPC clients.
 */
export function createCampaignResultsRouter(words: CampaignResultsWords) {
  return {
    report: workspaceProcedures.campaignResults.report.handler(async ({ input, context }) => {
      const file = await prepareCampaignReportCsv(context.db, context.workspace.id, input.id, {
        words,
        publicUrl: context.config.publicUrl,
      });
      const parts: string[] = [];
      for await (const line of file.lines) parts.push(line);
      return new File(parts, file.fileName, { type: 'text/csv;charset=utf-8' });
    }),
    responders: workspaceProcedures.campaignResults.responders.handler(({ input, context }) =>
      tagResponders(context.db, context.workspace.id, input.id, input.who),
    ),
  };
}
