import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import { authedProcedures } from '../../api/procedures';
import { switchSessionWorkspace } from '../../api/sessions';
import { toSessionUser } from '../../api/toSessionUser';

/**
 * POST /workspaces/{id}/switch: the session works in that workspace from the next call on (the
 * access check made sure the caller is a member); the user returned carries it and the role.
 */
export const handleSwitchWorkspace = authedProcedures.workspaces.switch.handler(async ({ context }) => {
  const workspace = context.workspace;
  if (!workspace) throw new Error('switch reached its handler without the workspace it names');
  await switchSessionWorkspace(
    context.db,
    { sessionId: context.session.sessionId, userId: context.session.user.id },
    workspace.id,
  );
  return {
    success: true as const,
    message: m.switched({ name: workspace.name }),
    user: toSessionUser(context.session.user, workspace),
  };
});
