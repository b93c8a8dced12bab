import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { catchUpActivity } from '../../lib/activityBacklog';
import { isProviderWorkspace, listClientWorkspaces } from './clientQueries';

/**
 * GET /workspaces/{id}/clients: a tech provider's overview of its clients (an admin or owner of
 * the provider's own workspace). Another workspace has no clients: 400.
 */
export const handleWorkspaceClients = authedProcedures.workspaces.clients.handler(async ({ context }) => {
  const workspace = context.workspace;
  if (!workspace) throw new Error('clients reached its handler without the workspace it names');
  if (workspace.kind !== 'own' || !(await isProviderWorkspace(context.db, workspace.id)))
    throw apiError(400, m.clientsOnlyForProviders);
  // The end-user counters lag the conversations by the activity backlog: applied before reading.
  await catchUpActivity(context.db, { wait: true });
  return {
    success: true as const,
    clients: await listClientWorkspaces(context.db, workspace.id, context.session.user.id),
  };
});
