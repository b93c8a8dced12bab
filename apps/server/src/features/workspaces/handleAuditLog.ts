import { workspaceProcedures } from '../../api/procedures';
import { readAuditLog } from './auditLogQueries';

/**
 * GET /workspaces/{id}/audit: the workspace's audit log for its owners and admins (the access
 * check made sure of the role in the workspace the path names), newest first, 50 a page,
 * filtered by member (the actor) and type.
 */
export const handleAuditLog = workspaceProcedures.workspaces.audit.handler(async ({ input, context }) => {
  const page = await readAuditLog(context.db, {
    workspaceId: context.workspace.id,
    member: input.member,
    type: input.type,
    cursor: input.cursor,
  });
  return { success: true as const, ...page };
});
