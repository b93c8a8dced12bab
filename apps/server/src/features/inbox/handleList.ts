import { workspaceProcedures } from '../../api/procedures';
import { listInboxConversations } from './inboxListQueries';

/** GET /inbox/conversations: a page of a view, filtered and searched, newest activity first. */
export const handleList = workspaceProcedures.inbox.list.handler(async ({ input, context }) => {
  const page = await listInboxConversations(
    context.db,
    { id: context.workspace.id, meId: context.session.user.id },
    input,
  );
  return { success: true as const, conversations: page.conversations, next_cursor: page.nextCursor };
});
