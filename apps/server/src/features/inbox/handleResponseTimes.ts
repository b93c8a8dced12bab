import { workspaceProcedures } from '../../api/procedures';
import { readResponseTimes } from './responseTimeQueries';

/** GET /inbox/response-times?days=7|30|90: medians of first response and resolution, overall and per member. */
export const handleResponseTimes = workspaceProcedures.inbox.responseTimes.handler(
  async ({ input, context }) => ({
    success: true as const,
    ...(await readResponseTimes(context.db, context.workspace.id, input.days)),
  }),
);
