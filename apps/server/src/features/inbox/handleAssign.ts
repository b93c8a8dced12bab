import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { inboxConversationFor, lockInboxConversation } from '../../domain/inbox/requireInboxConversation';
import { assignConversation } from '../../runtime/conversationStatus';
import { findWorkspaceMember } from './memberQueries';

/**
 * POST /inbox/conversations/{id}/assign {user_id}: hands the conversation to a member of the
 * workspace (any role: whoever may open the inbox may answer), or to nobody with null. The
 * status stays: assigning is not answering.
 */
export const handleAssign = workspaceProcedures.inbox.assign.handler(async ({ input, context }) => {
  const workspaceId = context.workspace.id;
  const assignee = await context.db.transaction(async (tx) => {
    const conversation = await lockInboxConversation(tx, workspaceId, input.id);
    const member = input.user_id ? await findWorkspaceMember(tx, workspaceId, input.user_id) : null;
    if (input.user_id && !member) throw apiError(422, m.assigneeNotMember);
    await assignConversation(tx, { endUserId: conversation.endUserId, assigneeId: member?.id ?? null });
    return member;
  });
  return {
    success: true as const,
    conversation: await inboxConversationFor(context, input.id),
    message: assignee ? m.assigned({ name: assignee.name }) : m.unassigned,
  };
});
