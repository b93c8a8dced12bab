import { workspaceProcedures } from '../../api/procedures';
import { countInbox } from './inboxCountQueries';

/** GET /inbox/counts: each view's total and unread (for the caller), and the customers waiting. */
export const handleCounts = workspaceProcedures.inbox.counts.handler(async ({ context }) => {
  const counts = await countInbox(context.db, context.workspace.id, context.session.user.id);
  return { success: true as const, ...counts };
});
