import { workspaceProcedures } from '../../api/procedures';
import { listLabels } from './labelQueries';

/** GET /inbox/labels: the workspace's labels, by name. */
export const handleLabels = workspaceProcedures.inbox.labels.handler(async ({ context }) => ({
  success: true as const,
  labels: await listLabels(context.db, context.workspace.id),
}));
