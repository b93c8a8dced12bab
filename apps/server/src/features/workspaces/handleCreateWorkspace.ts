import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { createWorkspace } from '../../domain/workspaces/createWorkspace';
import { listMemberWorkspaces } from './workspaceQueries';

/**
 * POST /workspaces: anyone may open a second workspace of their own. A client workspace is made
 * from a tech provider's workspace (the active one, where the caller is at least admin): it shows
 * in that workspace's overview of its clients. The caller owns the new workspace either way.
 */
export const handleCreateWorkspace = authedProcedures.workspaces.create.handler(
  async ({ input, context }) => {
    const active = context.session.workspace;
    let providerWorkspaceId: string | null = null;
    if (input.for_client) {
      if (context.session.user.userType !== 'provider' || !active || active.kind !== 'own')
        throw apiError(400, m.clientsOnlyForProviders);
      if (active.role !== 'owner' && active.role !== 'admin') throw apiError(403, m.forbidden);
      providerWorkspaceId = active.id;
    }
    const created = await createWorkspace(context.db, {
      name: input.name,
      ownerId: context.session.user.id,
      providerWorkspaceId,
    });
    const [workspace] = await listMemberWorkspaces(context.db, context.session.user.id, created.id);
    if (!workspace) throw new Error('the new workspace is not listed for its owner');
    return { success: true as const, message: m.created, workspace };
  },
);
