import { authedProcedures } from '../../api/procedures';
import { listMemberWorkspaces } from './workspaceQueries';

/** GET /workspaces: the caller's workspaces with their role, and the one the session works in. */
export const handleListWorkspaces = authedProcedures.workspaces.list.handler(async ({ context }) => ({
  success: true as const,
  workspaces: await listMemberWorkspaces(context.db, context.session.user.id),
  active_id: context.session.workspace?.id ?? null,
}));
