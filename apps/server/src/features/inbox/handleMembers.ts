import { workspaceProcedures } from '../../api/procedures';
import { listInboxMembers } from './memberQueries';

/** GET /inbox/members: who can be assigned, their availability and how many conversations they handle. */
export const handleMembers = workspaceProcedures.inbox.members.handler(async ({ context }) => ({
  success: true as const,
  members: await listInboxMembers(context.db, context.workspace.id),
}));
